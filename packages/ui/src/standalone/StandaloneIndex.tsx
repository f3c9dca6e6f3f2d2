import { useState } from 'react';
import { Link, generatePath } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle, FormField, Input, PageHeader, type SliceRoutesModule } from '@il/ui';

/** The standalone page's start: every path of the slice, with a league id to fill the gaps. */
export function StandaloneIndex({ module }: { module: SliceRoutesModule }) {
  const [leagueId, setLeagueId] = useState('1');
  return (
    <>
      <PageHeader eyebrow="Standalone" title={module.slice} description="The screens this slice serves, outside the shell." />
      <Card>
        <CardHeader>
          <CardTitle>Routes</CardTitle>
        </CardHeader>
        <CardContent>
          <FormField label="League id for the league pages">
            <Input inputMode="numeric" value={leagueId} onChange={(event) => setLeagueId(event.target.value)} />
          </FormField>
          <ul className="il-standalone__routes">
            {module.routes.map((route) => {
              const to = route.path.includes(':leagueId') ? generatePath(route.path, { leagueId: leagueId || '1' }) : route.path;
              return (
                <li key={route.path}>
                  <Link to={to}>{to}</Link>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
    </>
  );
}
