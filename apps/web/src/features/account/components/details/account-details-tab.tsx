import { DangerZone } from './danger-zone';
import { PasswordSection } from './password/password-section';
import { PersonalInfoSection } from './personal-info-section';
import { SessionsSection } from './sessions-section';

interface AccountDetailsTabProps {
  email: string;
  /** After the account was deleted (the session is already gone). */
  onDeleted: () => void;
}

/** ACC-06..15: personal information, password, signed-in devices and the danger zone. */
export function AccountDetailsTab({ email, onDeleted }: AccountDetailsTabProps) {
  return (
    <div className="grid gap-6">
      <PersonalInfoSection />
      <PasswordSection email={email} />
      <SessionsSection />
      <DangerZone onDeleted={onDeleted} />
    </div>
  );
}
