// Vercel function: the site's own analytics. The handler lives in server/ (the route table in server/app.ts).
import { apiRoutes } from '../server/app.ts';

export default apiRoutes['/api/events'];
