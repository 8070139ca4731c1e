// Vercel function: the staff inbox's API. The handler lives in server/ (the route table in server/app.ts).
import { apiRoutes } from '../server/app.ts';

export default apiRoutes['/api/staff'];
