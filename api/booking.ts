// Vercel function: free times, holds, and a booking's move, cancel and invitation. The handler lives in server/.
import { apiRoutes } from '../server/app.ts';

export default apiRoutes['/api/booking'];
