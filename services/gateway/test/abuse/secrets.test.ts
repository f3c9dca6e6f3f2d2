import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OutboxMailer } from '@il/platform';
import { createLeague, player } from '../support/league-helpers';
import { RESET_ANSWER_MS } from '../../src/http/steady-answer';
import { Client, createTestApp } from '../support/test-app';

/** What must stay unguessable and out of the log. */
describe('secrets', () => {
  it("draws invite codes apart from the game's dice: two servers with the same seed give different codes", async () => {
    const codes: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const t = await createTestApp();
      try {
        const kim = await player(t, 'Kim');
        const id = await createLeague(kim, { type: 'friends_family', maxPlayers: 4 });
        codes.push((await kim.get(`/_api/leagues/detail?leagueId=${id}`)).body.inviteCode as string);
      } finally {
        await t.close();
      }
    }
    expect(codes[0]).toMatch(/^[A-Z2-9]{8}$/);
    expect(codes[1]).not.toBe(codes[0]);
  });

  it('keeps a mail link out of every log level but debug', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'il-outbox-'));
    const lines: Array<{ level: string; details: unknown }> = [];
    const log = { info: (details: unknown) => lines.push({ level: 'info', details }), debug: (details: unknown) => lines.push({ level: 'debug', details }) };
    try {
      const link = 'http://localhost:8080/reset-password?token=secret-token-value';
      await new OutboxMailer(dir, log as never).send({ to: 'kim@example.com', subject: 'Reset', text: `Follow ${link}`, link });
      for (const line of lines.filter((l) => l.level !== 'debug')) expect(JSON.stringify(line.details)).not.toContain('secret-token-value');
      expect(lines.some((l) => l.level === 'debug' && JSON.stringify(l.details).includes('secret-token-value'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('reset requests', () => {
  it('take no less time for an unknown address than the floor a known one takes', async () => {
    const t = await createTestApp();
    try {
      await player(t, 'Kim');
      const timed = async (email: string) => {
        const started = performance.now();
        const answer = await new Client(t.app).post('/_api/auth/send-password-reset', { email });
        expect(answer.status).toBe(200);
        return performance.now() - started;
      };
      for (const email of ['kim@example.com', 'ghost@example.com', 'kim@example.com', 'nobody@example.com']) {
        expect(await timed(email)).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
      }
    } finally {
      await t.close();
    }
  });
});
