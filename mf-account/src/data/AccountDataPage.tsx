import { Modal, type RemotePageProps, logout, refreshUser, useNavigate, useStorefront } from '@shop/shared';
import { changePasswordSchema, updateProfileSchema } from '@shop/shared/validation';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as v from 'valibot';
import { useClient } from 'urql';
import { AccountRoot } from '../AccountRoot';
import { MY_DATA_PATH } from '@shop/shared/routes';
import { CHANGE_PASSWORD_MUTATION, DELETE_ACCOUNT_MUTATION, noAnswer, UPDATE_USER_DATA_MUTATION } from '../common/account-documents';
import { CheckField, FormAlert, PasswordField, PasswordHint, TextField } from '../common/AccountFields';
import { AccountPage } from '../common/AccountPage';
import { AccountButtonsSkeleton, AccountCardSkeleton, AccountSkeleton } from '../common/AccountSkeleton';
import { useRequireUser } from '../common/session';
import { checked, fieldValue, useAccountForm } from '../common/use-account-form';

/**
 * My details (spec §2 /account/daten/): the profile, the change password modal (ASVS 7.4.3: the
 * shopper may log the other devices out) and the delete account modal (the password again; orders
 * stay as the shop's records, the personal data go). Logged-in only.
 */
export default function AccountDataPage(_props: RemotePageProps) {
  return (
    <AccountRoot>
      <AccountData />
    </AccountRoot>
  );
}

function AccountData() {
  const intl = useIntl();
  const user = useRequireUser();
  const [dialog, setDialog] = useState<'profile' | 'password' | 'delete' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const title = intl.formatMessage({ id: 'account.data.title', defaultMessage: 'My details' });
  if (!user) {
    return (
      <AccountPage title={title} pageKey="data">
        {/* The profile with its facts, the data download, the password and delete buttons. */}
        <AccountSkeleton>
          <AccountCardSkeleton lines={3} buttons={1} />
          <AccountCardSkeleton lines={2} buttons={1} />
          <AccountButtonsSkeleton count={2} />
        </AccountSkeleton>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={title} pageKey="data">
      {notice && (
        <div className="account-notice" role="status" data-testid="account-data-notice">
          {notice}
        </div>
      )}
      <section className="account-card" aria-labelledby="account-data-profile">
        <h2 id="account-data-profile">
          <FormattedMessage id="account.data.profile" defaultMessage="Profile" />
        </h2>
        <dl className="account-facts">
          <dt>
            <FormattedMessage id="account.field.name" defaultMessage="Name" />
          </dt>
          <dd>
            {user.mainProfile.firstName} {user.mainProfile.lastName}
          </dd>
          <dt>
            <FormattedMessage id="account.field.email" defaultMessage="E-mail address" />
          </dt>
          <dd>{user.mainProfile.email}</dd>
          <dt>
            <FormattedMessage id="account.data.newsletter" defaultMessage="Newsletter" />
          </dt>
          <dd>
            {user.subscribed ? (
              <FormattedMessage id="account.data.subscribed" defaultMessage="Subscribed" />
            ) : (
              <FormattedMessage id="account.data.notSubscribed" defaultMessage="Not subscribed" />
            )}
          </dd>
        </dl>
        <button type="button" className="shop-button is-secondary" onClick={() => setDialog('profile')}>
          <FormattedMessage id="account.data.editProfile" defaultMessage="Change my details" />
        </button>
      </section>
      <section className="account-card" aria-labelledby="account-data-export">
        <h2 id="account-data-export">
          <FormattedMessage id="account.data.exportTitle" defaultMessage="Your data" />
        </h2>
        <p>
          <FormattedMessage
            id="account.data.exportText"
            defaultMessage="Download everything we keep about your account and your orders as a file you can read or take to another shop."
          />
        </p>
        {/* The API serves the file for the logged-in session only (GDPR Art. 15 and 20); a plain link so the browser saves it. */}
        <a className="shop-button is-secondary" href={MY_DATA_PATH} download>
          <FormattedMessage id="account.data.exportLink" defaultMessage="Download my data" />
        </a>
      </section>
      <div className="account-actions">
        <button type="button" className="shop-button is-secondary" onClick={() => setDialog('password')}>
          <FormattedMessage id="account.data.changePassword" defaultMessage="Change password" />
        </button>
        <button type="button" className="shop-button is-danger" onClick={() => setDialog('delete')}>
          <FormattedMessage id="account.data.deleteAccount" defaultMessage="Delete my account" />
        </button>
      </div>
      <ProfileDialog
        open={dialog === 'profile'}
        user={user}
        onClose={() => setDialog(null)}
        onChanged={() => {
          setDialog(null);
          setNotice(intl.formatMessage({ id: 'account.data.profileChanged', defaultMessage: 'Your details are saved.' }));
        }}
      />
      <ChangePasswordDialog
        open={dialog === 'password'}
        onClose={() => setDialog(null)}
        onChanged={() => {
          setDialog(null);
          setNotice(intl.formatMessage({ id: 'account.data.passwordChanged', defaultMessage: 'Your password is changed.' }));
        }}
      />
      <DeleteAccountDialog open={dialog === 'delete'} onClose={() => setDialog(null)} />
    </AccountPage>
  );
}

type ProfileUser = NonNullable<ReturnType<typeof useRequireUser>>;

/** Change data (issue 16): the name and the newsletter; the header greets with the new name at once. */
function ProfileDialog({ open, user, onClose, onChanged }: { open: boolean; user: ProfileUser; onClose(): void; onChanged(): void }) {
  const intl = useIntl();
  const client = useClient();
  const { form, onSubmit, fieldErrors, formError, busy } = useAccountForm({
    schema: updateProfileSchema,
    read: (f) => ({ firstName: fieldValue(f, 'firstName'), lastName: fieldValue(f, 'lastName'), subscribed: checked(f, 'subscribed') }),
    send: async (input) => {
      const result = await client.mutation(UPDATE_USER_DATA_MUTATION, { input }, { handleErrors: false }).toPromise();
      const answer = result.data?.updateUserData;
      if (answer?.status) await refreshUser(client);
      return answer ? answer.errors : [noAnswer(result)];
    },
    onDone: onChanged,
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      loading={busy}
      title={intl.formatMessage({ id: 'account.data.editProfile', defaultMessage: 'Change my details' })}
      closeLabel={intl.formatMessage({ id: 'account.modal.close', defaultMessage: 'Close' })}
      testId="account-edit-profile"
    >
      {open && (
        <form ref={form} noValidate onSubmit={onSubmit} className="account-form">
          <FormAlert message={formError} />
          <TextField
            name="firstName"
            autoComplete="given-name"
            defaultValue={user.mainProfile.firstName}
            label={<FormattedMessage id="account.field.firstName" defaultMessage="First name" />}
            error={fieldErrors.firstName}
          />
          <TextField
            name="lastName"
            autoComplete="family-name"
            defaultValue={user.mainProfile.lastName}
            label={<FormattedMessage id="account.field.lastName" defaultMessage="Last name" />}
            error={fieldErrors.lastName}
          />
          <CheckField name="subscribed" defaultChecked={user.subscribed} label={<FormattedMessage id="account.data.subscribe" defaultMessage="Send me the newsletter" />} />
          <button type="submit" className="shop-button" disabled={busy}>
            <FormattedMessage id="account.data.saveProfile" defaultMessage="Save my details" />
          </button>
        </form>
      )}
    </Modal>
  );
}

function ChangePasswordDialog({ open, onClose, onChanged }: { open: boolean; onClose(): void; onChanged(): void }) {
  const intl = useIntl();
  const client = useClient();
  const { form, onSubmit, fieldErrors, formError, busy } = useAccountForm({
    schema: changePasswordSchema,
    read: (f) => ({
      currentPassword: fieldValue(f, 'currentPassword'),
      password: fieldValue(f, 'password'),
      passwordConfirmation: fieldValue(f, 'passwordConfirmation'),
      endOtherSessions: checked(f, 'endOtherSessions'),
    }),
    send: async (input) => {
      const result = await client.mutation(CHANGE_PASSWORD_MUTATION, { input: { ...input, endOtherSessions: input.endOtherSessions ?? false } }, { handleErrors: false }).toPromise();
      const answer = result.data?.changePassword;
      return answer ? answer.errors : [noAnswer(result)];
    },
    onDone: onChanged,
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      loading={busy}
      title={intl.formatMessage({ id: 'account.data.changePassword', defaultMessage: 'Change password' })}
      closeLabel={intl.formatMessage({ id: 'account.modal.close', defaultMessage: 'Close' })}
      testId="account-change-password"
    >
      {open && (
        <form ref={form} noValidate onSubmit={onSubmit} className="account-form">
          <FormAlert message={formError} />
          <PasswordField
            name="currentPassword"
            autoComplete="current-password"
            label={<FormattedMessage id="account.field.currentPassword" defaultMessage="Current password" />}
            error={fieldErrors.currentPassword}
          />
          <PasswordField
            name="password"
            autoComplete="new-password"
            label={<FormattedMessage id="account.field.newPasswordChosen" defaultMessage="New password" />}
            hint={<PasswordHint />}
            error={fieldErrors.password}
          />
          <PasswordField
            name="passwordConfirmation"
            autoComplete="new-password"
            label={<FormattedMessage id="account.field.passwordConfirmation" defaultMessage="Repeat password" />}
            error={fieldErrors.passwordConfirmation}
          />
          <CheckField name="endOtherSessions" defaultChecked label={<FormattedMessage id="account.data.endOtherSessions" defaultMessage="Log out on all other devices" />} />
          <button type="submit" className="shop-button" disabled={busy}>
            <FormattedMessage id="account.data.savePassword" defaultMessage="Save the new password" />
          </button>
        </form>
      )}
    </Modal>
  );
}

const deleteSchema = v.object({ password: v.pipe(v.string('validation.password.required'), v.nonEmpty('validation.password.required')) });

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const client = useClient();
  const navigate = useNavigate();
  const { href } = useStorefront();
  const { form, onSubmit, fieldErrors, formError, busy } = useAccountForm({
    schema: deleteSchema,
    read: (f) => ({ password: fieldValue(f, 'password') }),
    send: async (input) => {
      const result = await client.mutation(DELETE_ACCOUNT_MUTATION, input, { handleErrors: false }).toPromise();
      const answer = result.data?.deleteAccount;
      return answer ? answer.errors : [noAnswer(result)];
    },
    onDone: () => {
      // The session is gone on the server; the one way out clears the user and tells every team.
      void logout(client).then(() => navigate(href('home') ?? '/'));
    },
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      loading={busy}
      title={intl.formatMessage({ id: 'account.data.deleteAccount', defaultMessage: 'Delete my account' })}
      closeLabel={intl.formatMessage({ id: 'account.modal.close', defaultMessage: 'Close' })}
      testId="account-delete"
    >
      {open && (
        <form ref={form} noValidate onSubmit={onSubmit} className="account-form">
          <p>
            <FormattedMessage
              id="account.data.deleteText"
              defaultMessage="Your account and its personal data are deleted and you are logged out everywhere. Orders stay on record as the law requires. This cannot be undone."
            />
          </p>
          <FormAlert message={formError} />
          <PasswordField
            name="password"
            autoComplete="current-password"
            label={<FormattedMessage id="account.field.password" defaultMessage="Password" />}
            error={fieldErrors.password}
          />
          <button type="submit" className="shop-button is-danger" disabled={busy}>
            <FormattedMessage id="account.data.deleteConfirm" defaultMessage="Delete my account for good" />
          </button>
        </form>
      )}
    </Modal>
  );
}
