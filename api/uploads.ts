// Vercel function: tus uploads. The handler lives in server/ (the route table in server/app.ts).
import { apiRoutes } from '../server/app.ts';

export default apiRoutes['/api/uploads'];
