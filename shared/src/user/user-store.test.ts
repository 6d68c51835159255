import { eventBus } from '../events/event-bus';
import { answer, answeringClient, answerUnreachable } from '../testing';
import { connectUser, refreshUser, USER_INFO_QUERY } from './user-info';
import { type ShopUser, userStore } from './user-store';

const lena: ShopUser = { mainProfile: { firstName: 'Lena', lastName: 'Berg', email: 'lena@example.com' }, subscribed: false };

/** A client whose read of the visitor answers `user`. */
const answeringUser = (user: ShopUser | null) => answeringClient(answer(USER_INFO_QUERY, () => ({ getUserInfo: { user } })));

afterEach(() => userStore.setState(userStore.getInitialState(), true));

describe('the user store', () => {
  it('starts "not known yet": no user, and loading, so no page takes the visitor for a guest before the shell has read it', () => {
    expect(userStore.getInitialState()).toEqual({ user: null, loading: true });
    expect(userStore.getState()).toEqual({ user: null, loading: true });
  });

  it('knows the visitor once the shell’s read answers: a customer, with a login event', async () => {
    const client = answeringUser(lena);
    const logins = jest.fn();
    const stop = eventBus.on('account:logged-in', logins);
    await refreshUser(client);
    stop();
    expect(userStore.getState()).toEqual({ user: lena, loading: false });
    expect(logins).toHaveBeenCalledWith({ email: 'lena@example.com' });
  });

  it('knows a guest once the read answers no user, and counts a failed read as answered (the visitor stays as they were)', async () => {
    await refreshUser(answeringUser(null));
    expect(userStore.getState()).toEqual({ user: null, loading: false });
    userStore.setState(userStore.getInitialState(), true);
    await refreshUser(answeringClient(answerUnreachable(USER_INFO_QUERY)));
    expect(userStore.getState()).toEqual({ user: null, loading: false });
  });

  it('a logout, from any remote, makes the visitor a known guest at once', async () => {
    const stop = connectUser(answeringUser(lena));
    await new Promise<void>((resolve) => {
      const unsubscribe = userStore.subscribe((state) => {
        if (state.loading) return;
        unsubscribe();
        resolve();
      });
    });
    expect(userStore.getState().user).toEqual(lena);
    eventBus.emit('account:logged-out', {});
    stop();
    expect(userStore.getState()).toEqual({ user: null, loading: false });
  });
});
