// Vercel function: a staff member's calls as a calendar feed. The handler lives in server/ (the route table in server/app.ts).
import { apiRoutes } from '../server/app.ts';

export default apiRoutes['/api/calendar-feed'];
