import { createTestApp } from '../support/test-app';
import { player } from '../support/league-helpers';
async function main() {
  const t = await createTestApp();
  t.app.log.level = 'error';
  const p = await player(t, 'Probe');
  const payloads = [
    JSON.stringify({json:{name:"abcdef",description:"#",type:"public",maxPlayers:94,startDate:"NaN",endDate:"2060-12-03T10:41:40.168Z"}}),
    JSON.stringify({json:{name:"abcdef",description:"#",type:"public",maxPlayers:94,startDate:"x".repeat(100)}}),
    JSON.stringify({json:{name:"abcdef",description:"#",type:"public",maxPlayers:94,startDate:"x".repeat(60000)}}),
    JSON.stringify({name:"abcdef",description:"#",type:"public",maxPlayers:94,startDate:"x".repeat(60000)}),
  ];
  for (const payload of payloads) {
    const r = await t.app.inject({ method: 'POST', url: '/_api/leagues', headers: { cookie: p.cookie, 'content-type': 'application/json' }, payload });
    console.log(r.statusCode, r.body.slice(0, 200));
  }
  await t.close();
}
main();
