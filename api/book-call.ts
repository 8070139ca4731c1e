// Vercel function: booking a call (the booking form). The handler lives in server/ (the route table in server/app.ts).
import { apiRoutes } from '../server/app.ts';

export default apiRoutes['/api/book-call'];
