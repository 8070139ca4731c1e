// The staff inbox: its routes under /staff, and its data layer (SWR: each page reads through the
// api/ hooks, a change re-reads what it touched, a tab brought back re-reads what it shows).
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { StaffApiError } from '@/features/staff/api/client';
import { Analytics } from '@/features/staff/routes/analytics';
import { Calls } from '@/features/staff/routes/calls';
import { EnrolPage } from '@/features/staff/routes/enrol';
import { LeadPage } from '@/features/staff/routes/lead';
import { Leads } from '@/features/staff/routes/leads';
import { Root } from '@/features/staff/routes/root';
import { Team } from '@/features/staff/routes/team';

const data: SWRConfiguration = {
  // A refusal (4xx) is an answer: only a dropped connection or a 5xx is tried again, a few times.
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (error instanceof StaffApiError && error.status < 500) return;
    if (retryCount >= 4) return;
    setTimeout(() => void revalidate({ retryCount }), 2000 * 2 ** retryCount);
  },
};

export function StaffApp() {
  return (
    <SWRConfig value={data}>
      <BrowserRouter basename="/staff">
        <Root>
          <Routes>
            <Route path="/enrol" element={<EnrolPage />} />
            <Route path="/leads/:id" element={<LeadPage />} />
            <Route path="/team" element={<Team />} />
            <Route path="/analytics" element={<Analytics />} />
            <Route path="/calls" element={<Calls />} />
            <Route path="*" element={<Leads />} />
          </Routes>
        </Root>
      </BrowserRouter>
    </SWRConfig>
  );
}
