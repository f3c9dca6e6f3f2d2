import { Badge, UiIcon, type UiIconName } from '@il/ui';

const SETTINGS: ReadonlyArray<{ icon: UiIconName; label: string; text: string }> = [
  { icon: 'id-card', label: 'Profile Settings', text: 'Display name and avatar' },
  { icon: 'bell', label: 'Notifications', text: 'What we tell you, and when' },
  { icon: 'lock', label: 'Privacy & Security', text: 'Password and sessions' },
];

/** §2: present but disabled, each marked coming soon. */
export function AccountSettings() {
  return (
    <ul className="settings" aria-label="Account Settings">
      {SETTINGS.map((setting) => (
        <li key={setting.label}>
          <button type="button" className="settings__item" disabled aria-disabled="true">
            <span className="settings__icon" aria-hidden="true">
              <UiIcon name={setting.icon} />
            </span>
            <span className="settings__text">
              <span className="settings__label">{setting.label}</span>
              <span className="settings__hint">{setting.text}</span>
            </span>
            <Badge variant="secondary">Coming soon</Badge>
          </button>
        </li>
      ))}
    </ul>
  );
}
