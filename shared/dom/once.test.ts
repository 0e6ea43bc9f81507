// attachOnce: the setup runs once however often define() is called, and detach() lets a test attach again.
import { attachOnce } from './once.ts';

it('runs the setup once, undoes it on detach, and runs it again after', () => {
  const undo = vi.fn();
  const setup = vi.fn(() => undo);
  const behaviour = attachOnce(setup);
  behaviour.attach();
  behaviour.attach();
  expect(setup).toHaveBeenCalledTimes(1);
  behaviour.detach();
  expect(undo).toHaveBeenCalledTimes(1);
  behaviour.attach();
  expect(setup).toHaveBeenCalledTimes(2);
});

it('accepts a setup with nothing to undo', () => {
  const setup = vi.fn();
  const behaviour = attachOnce(setup);
  behaviour.attach();
  behaviour.attach();
  behaviour.detach();
  expect(setup).toHaveBeenCalledTimes(1);
});
