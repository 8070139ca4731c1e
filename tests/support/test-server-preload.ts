// Preloaded into a server entry that does not announce itself (`tsx --import <this> <entry>`):
// the first HTTP server to listen calls announceTestServer, as serve-dist.ts does itself.
// The entry runs unchanged, exactly as `npm start` runs it.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { Server } from 'node:http';
import { announceTestServer } from './test-server.ts';

const LISTENING = 'tracing:net.server.listen:asyncEnd';
const onListening = (message: unknown) => {
  const { server } = message as { server: unknown };
  if (!(server instanceof Server)) return;
  unsubscribe(LISTENING, onListening);
  announceTestServer(server);
};
subscribe(LISTENING, onListening);
