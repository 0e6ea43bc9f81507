// The comment calls: the contract leaves their answer open, so only a call result saying ERROR/REDIRECT is not success.
import { setNavigator } from '../../shared/http/navigation.ts';
import { recordNavigation } from '../../test/support/render.tsx';
import { statusTexts } from '../../test/support/status.ts';
import { addComment, addComments, removeComment, removeComments } from './api.ts';

const answer = (body: string, status = 200, type = 'application/json') =>
  vi.stubGlobal('fetch', async () => new Response(body, { status, headers: { 'Content-Type': type } }));
const calls = [
  () => addComment(1, 'Room 4'),
  () => addComments([{ OrderLineId: 1, Comment: 'Room 4' }]),
  () => removeComment(1, 2),
  () => removeComments([{ OrderLineId: 1, CommentId: 2 }]),
];

describe.each(calls.map((run, i) => [['addComment', 'addComments', 'removeComment', 'removeComments'][i], run]))(
  '%s',
  (_, run) => {
    it.each([
      ['an empty body', ''],
      ['plain text', 'OK'],
      ['JSON true', 'true'],
      ['a call result with no Result', '{"StatusMessages":[{"Message":"Saved","Type":1}]}'],
      ['Result: 0', '{"Result":0}'],
      ['Result: 1', '{"Result":1}'],
    ])('%s is success, with no request error', async (_, body) => {
      answer(body);
      expect(await (run as () => Promise<boolean>)()).toBe(true);
      expect(statusTexts()).not.toContain('Error while contacting server');
    });

    it('Result: 2 is not, and its messages are shown', async () => {
      answer('{"Result":2,"StatusMessages":[{"Message":"Unknown line","Type":3}]}');
      expect(await (run as () => Promise<boolean>)()).toBe(false);
      expect(statusTexts()).toEqual(['Unknown line']);
    });

    it('Result: 3 follows the redirect', async () => {
      const nav = recordNavigation();
      setNavigator(nav.navigator);
      answer('{"Result":3,"RedirectUrl":"/login"}');
      expect(await (run as () => Promise<boolean>)()).toBe(false);
      expect(nav.calls).toEqual([{ kind: 'assign', url: `${window.location.origin}/login` }]);
    });

    it('a 500 is a failure with the request error', async () => {
      answer('', 500);
      expect(await (run as () => Promise<boolean>)()).toBe(false);
      expect(statusTexts()).toEqual(['Error while contacting server']);
    });
  },
);

describe('what the comment lists post', () => {
  const posted = () => {
    const bodies: URLSearchParams[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = input instanceof Request ? await input.clone().text() : String(init?.body ?? '');
      bodies.push(new URLSearchParams(body));
      return new Response('', { status: 200 });
    });
    return bodies;
  };

  it('addcomments: comments as the JSON list the spec names', async () => {
    const bodies = posted();
    await addComments([{ OrderLineId: 7, Comment: 'Room 4' }]);
    expect([...(bodies[0]?.entries() ?? [])]).toEqual([['comments', '[{"OrderLineId":7,"Comment":"Room 4"}]']]);
  });

  it('removecomments: comments as a list of form fields (no JSON), the way a model binder binds a list', async () => {
    const bodies = posted();
    await removeComments([
      { OrderLineId: 7, CommentId: 31 },
      { OrderLineId: 8, CommentId: 40 },
    ]);
    expect([...(bodies[0]?.entries() ?? [])]).toEqual([
      ['comments[0][OrderLineId]', '7'],
      ['comments[0][CommentId]', '31'],
      ['comments[1][OrderLineId]', '8'],
      ['comments[1][CommentId]', '40'],
    ]);
  });
});
