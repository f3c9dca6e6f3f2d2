import { api } from '@il/contracts';
import type { ServiceDeps } from '@il/platform';
import { chatQueries, chatService, feedQueries, likeService } from '@il/social';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/auth-context';
import { registerCall, registerHotRead } from '../http/register-call';

/** §7 Chat, the like call and the league feed. Commands answer once the read models show them. */
export function registerSocialRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  const chat = chatService(deps);
  const chatReads = chatQueries(deps);
  const likes = likeService(deps);
  const feedReads = feedQueries(deps);

  registerHotRead(app, api.chatMessages, async ({ auth, query }) => chatReads.messages(requireUser(auth).id, query));

  registerCall(app, api.sendChatMessage, async ({ auth, body, ctx }) => (await chat.send(requireUser(auth).id, body, ctx)).message);

  registerCall(app, api.likePost, async ({ auth, body, ctx }) => {
    const { position: _position, ...answer } = await likes.setLike(requireUser(auth).id, body, ctx);
    return answer;
  });

  registerHotRead(app, api.feed, async ({ auth, query }) => feedReads.feed(requireUser(auth).id, query));
}
