/**
 * `/operator/storefront-settings` (every role reads; issue 36, ADR 0059): the settings operators switch
 * per storefront, spec §4's feature toggles and spec §1's redeem delay warning, with the storefront
 * settings service's checks and audit row (domains/storefront/storefront-settings.ts). The service desk
 * (support) switches the delay warning, one button per storefront; an admin changes any setting of one
 * storefront or of all, or gives it back to the seed's value. No restart: every API process serves a
 * change within a second, and the storefront's pages show it from their next load.
 */
import {
  SETTING_LABELS,
  STOREFRONT_SETTINGS,
  type StorefrontSetting,
  type StorefrontSettingsChanges,
  type StorefrontSettingsModel,
  parseSettingValue,
} from '../domains/storefront/storefront-settings';
import { Button, ConsoleLayout, Hidden, type Html, type Notice, PostForm, ScrollingTable, Select, type SelectOption, type Viewer, can, renderPage } from './layout';

export const STOREFRONT_SETTINGS_PATH = '/operator/storefront-settings';
export const STOREFRONT_SETTINGS_ACTION = '/operator/storefront-settings/actions';
/** The form's storefront value for "every storefront". */
export const ALL_STOREFRONTS = '*';
/** A setting's form value for "give it the seed's value back". */
const RESET = 'reset';

const SHORT: Record<StorefrontSetting, string> = {
  redeemDelayWarning: 'Delay warning',
  languageSwitcher: 'Language switcher',
  iconLabels: 'Icon labels',
  footerLogos: 'Footer logos',
  cookiesFooterLink: 'Cookies link',
  searchAnalytics: 'Search analytics',
  headerVersion: 'Header',
  identifyModal: 'Identify modal',
};

function valueText(value: unknown): string {
  return value === true ? 'on' : value === false ? 'off' : String(value);
}

/** The values a setting can take, as the form offers them. */
function choices(setting: StorefrontSetting): string[] {
  if (setting === 'headerVersion') return ['1', '2', '3'];
  if (setting === 'identifyModal') return ['login', 'guest'];
  return ['on', 'off'];
}

/** The admin form's fields as the service's input: the settings to switch and those to reset; a wrong value is a problem. */
export function settingsFromForm(form: URLSearchParams): { changes: StorefrontSettingsChanges; reset: StorefrontSetting[]; problem: string | null } {
  const changes: Record<string, unknown> = {};
  const reset: StorefrontSetting[] = [];
  for (const setting of STOREFRONT_SETTINGS) {
    const text = form.get(`setting.${setting}`) ?? '';
    if (text === '') continue;
    if (text === RESET) {
      reset.push(setting);
      continue;
    }
    const value = parseSettingValue(setting, text);
    if (value === null) return { changes: {}, reset: [], problem: `${SHORT[setting]}: choose one of ${choices(setting).join(', ')}.` };
    changes[setting] = value;
  }
  return { changes: changes as StorefrontSettingsChanges, reset, problem: null };
}

interface StorefrontSettingsPageProps {
  viewer: Viewer;
  storefronts: StorefrontSettingsModel[];
  notice: Notice | null;
}

export function StorefrontSettingsPage({ viewer, storefronts, notice }: StorefrontSettingsPageProps) {
  const support = can(viewer, 'support');
  const admin = can(viewer, 'admin');
  const storeOptions: SelectOption[] = [{ value: ALL_STOREFRONTS, label: 'Every storefront' }, ...storefronts.map((s) => ({ value: s.storefrontKey, label: `${s.storefrontKey} · ${s.name}` }))];
  return (
    <ConsoleLayout title="Storefront settings" current={STOREFRONT_SETTINGS_PATH} viewer={viewer} notice={notice}>
      <p>
        What each storefront shows (spec §4's feature toggles) and the redeem header's warning that digital gift cards are currently sent with a delay.
        A value marked <strong>switched</strong> is an operator's; the others are the seed's. A change reaches every page from its next load, without a
        restart, and is in the audit log.
      </p>
      <ScrollingTable labelId="settings-caption">
        <table>
          <caption id="settings-caption">Settings per storefront</caption>
          <thead>
            <tr>
              <th scope="col">Storefront</th>
              {STOREFRONT_SETTINGS.map((s) => (
                <th scope="col" key={s}>
                  <abbr title={SETTING_LABELS[s]}>{SHORT[s]}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {storefronts.map((store) => (
              <tr key={store.storefrontKey} data-storefront={store.storefrontKey}>
                <th scope="row">
                  {store.storefrontKey} <span className="op-muted">({store.storeId})</span>
                </th>
                {STOREFRONT_SETTINGS.map((s) => (
                  <td key={s} className="op-cell">
                    {valueText(store.settings[s])}
                    {store.switched.includes(s) ? <span className="op-muted"> switched</span> : null}
                    {s === 'redeemDelayWarning' && support ? (
                      <PostForm action={STOREFRONT_SETTINGS_ACTION} csrf={viewer.csrf}>
                        <Hidden name="op" value="delay-warning" />
                        <Hidden name="store" value={store.storefrontKey} />
                        <Hidden name="value" value={store.settings.redeemDelayWarning ? 'off' : 'on'} />
                        <Button visible={store.settings.redeemDelayWarning ? 'Switch off' : 'Switch on'} rest={`the delay warning of ${store.storefrontKey}`} />
                      </PostForm>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
      {admin ? (
        <>
          <h2 id="change-heading">Change settings</h2>
          <p>Leave a setting at “unchanged” to keep it; “seed’s value” gives it back to what the storefront’s seed says.</p>
          <PostForm action={STOREFRONT_SETTINGS_ACTION} csrf={viewer.csrf} className="op-create" label="Change settings">
            <Hidden name="op" value="set" />
            <div className="op-field">
              <Select id="settings-store" name="store" label="Storefront" options={storeOptions} hiddenLabel={false} />
            </div>
            {STOREFRONT_SETTINGS.map((s) => (
              <div className="op-field" key={s}>
                <Select
                  id={`settings-${s}`}
                  name={`setting.${s}`}
                  label={SETTING_LABELS[s]}
                  hiddenLabel={false}
                  options={[{ value: '', label: 'unchanged', selected: true }, ...choices(s).map((c) => ({ value: c, label: c })), { value: RESET, label: 'seed’s value' }]}
                />
              </div>
            ))}
            <Button visible="Save settings" />
          </PostForm>
        </>
      ) : null}
    </ConsoleLayout>
  );
}

export function storefrontSettingsPage(viewer: Viewer, storefronts: StorefrontSettingsModel[], notice: Notice | null): Html {
  return renderPage(<StorefrontSettingsPage viewer={viewer} storefronts={storefronts} notice={notice} />);
}
