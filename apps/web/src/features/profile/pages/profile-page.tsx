import { useState } from 'react';

import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDashboardContext } from '@/lib/dashboard-context';

import { AccessTokensSection } from '../components/access-tokens-section';
import { AccountDetailsForm } from '../components/account-details-form';
import { DeleteAccountPanel } from '../components/delete-account-panel';
import { NotificationSettingsSection } from '../components/notification-settings-section';
import { ProfileHeader } from '../components/profile-header';
import { UpdatePasswordForm } from '../components/update-password-form';

/** docs/product.md § Profile: the three panels of the profile, `account_details` first. */
const STAGES = [
  { value: 'account_details', label: 'Account details', short: 'Details' },
  { value: 'update_password', label: 'Update password', short: 'Password' },
  { value: 'delete_account', label: 'Delete account', short: 'Delete' },
] as const;
type Stage = (typeof STAGES)[number]['value'];

export default function ProfilePage() {
  const { user } = useDashboardContext();
  const [activeStage, setActiveStage] = useState<Stage>('account_details');

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-zinc-900">Profile</h1>
        <p className="mt-1 text-sm text-zinc-500">Your personal details and how you sign in.</p>
      </div>

      <ProfileHeader user={user} />

      <Tabs value={activeStage} onValueChange={(value) => setActiveStage(value as Stage)}>
        <TabsList aria-label="Profile settings" className="w-full sm:w-fit">
          {/* Short names on phones, so all three fit without scrolling the list. */}
          {STAGES.map(({ value, label, short }) => (
            <TabsTrigger key={value} value={value} className="flex-1 sm:flex-none">
              <span className="sm:hidden">{short}</span>
              <span className="hidden sm:inline">{label}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        <Card>
          <TabsContent value="account_details">
            <AccountDetailsForm user={user} />
          </TabsContent>
          <TabsContent value="update_password">
            <UpdatePasswordForm />
          </TabsContent>
          <TabsContent value="delete_account">
            <DeleteAccountPanel onResetPassword={() => setActiveStage('update_password')} />
          </TabsContent>
        </Card>
      </Tabs>

      <NotificationSettingsSection />

      <AccessTokensSection />
    </div>
  );
}
