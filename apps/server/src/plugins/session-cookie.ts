import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rememberReplies } from '../accounts/caller.ts';

/** Cookies read and set (@fastify/cookie), and every request's reply within reach of its caller's resolution. */
async function sessionCookie(fastify: FastifyInstance): Promise<void> {
  await fastify.register(cookie);
  rememberReplies(fastify);
}

export default fp(sessionCookie, { name: 'session-cookie' });
