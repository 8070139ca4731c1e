// Vercel function: staff download of one attachment (/api/attachments/:id is rewritten to ?id=). The handler lives in server/ (the route table in server/app.ts).
import { apiRoutes } from '../server/app.ts';

export default apiRoutes['/api/attachments'];
