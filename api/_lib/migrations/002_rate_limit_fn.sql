-- Raised inside the single statement that stores a submission when the client is over its
-- hourly limit: the statement (record, counter and mail) is then undone as a whole.
CREATE OR REPLACE FUNCTION rate_limit_exceeded(retry_after float8) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'rate limit exceeded' USING ERRCODE = 'RL429', DETAIL = ceil(retry_after)::text;
END
$$;
