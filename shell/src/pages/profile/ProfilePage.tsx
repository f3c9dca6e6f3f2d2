import { Avatar, Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader, useCurrentUser } from '@il/ui';
import { AccountSettings } from './AccountSettings';
import { MyLeagues } from './MyLeagues';

export function ProfilePage() {
  const user = useCurrentUser();
  return (
    <div className="profile">
      <PageHeader eyebrow="Account" title="Profile" description="Your identity across every league." />
      <Card className="profile__hero">
        <div className="profile__hero-banner" aria-hidden="true" />
        <CardContent className="profile__hero-content">
          <Avatar name={user.displayName} src={user.avatarUrl} size="xl" />
          <div className="profile__identity">
            <h2 className="profile__name">{user.displayName}</h2>
            <p className="profile__email">{user.email}</p>
            <dl className="profile__facts">
              <div>
                <dt>Role</dt>
                <dd>
                  <Badge variant={user.role === 'admin' ? 'warning' : 'default'}>{user.role}</Badge>
                </dd>
              </div>
              <div>
                <dt>User ID</dt>
                <dd>{user.id}</dd>
              </div>
            </dl>
          </div>
        </CardContent>
      </Card>
      <div className="profile__grid">
        <MyLeagues />
        <Card>
          <CardHeader>
            <CardTitle>Account Settings</CardTitle>
            <CardDescription>Manage how you appear and what you hear about.</CardDescription>
          </CardHeader>
          <CardContent>
            <AccountSettings />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
