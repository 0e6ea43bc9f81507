// Which client a per-client limit counts (login limits, the password-check queue): one key per address.

/**
 * IPv4 as it is; IPv6 by its /64 (one host or home network holds a whole /64 and can rotate inside it). An
 * IPv4-mapped IPv6 address is its IPv4 address.
 */
export const addressKey = (ip: string): string => {
  const bare = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!bare.includes(':')) return bare;
  const [head = '', tail] = bare.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail stands for two groups.
  const size = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - size(front) - size(back))).fill('0');
  const groups = [...front, ...zeros, ...back].slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${groups.join(':')}::/64`;
};
