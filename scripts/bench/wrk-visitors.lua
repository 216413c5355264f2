-- wrk script for the load benchmarks (scripts/bench/wrk.ts): requests the paths listed in a file
-- (one per line, given after `--`), in turn, each from another client network (10.x.y.7, one /24
-- each) through the trusted loopback proxy, in Spanish, accepting compressed answers, as many
-- shoppers would; at the end one JSON line with what the benchmark reports.
local paths = {}
local n = 0
local next_path = 0

init = function(args)
  for line in io.lines(args[1]) do
    if line ~= "" then paths[#paths + 1] = line end
  end
  -- Each of wrk's threads starts at another place in the list.
  next_path = math.random(#paths) - 1
end

request = function()
  n = (n + 1) % 65536
  next_path = (next_path + 1) % #paths
  local ip = string.format("10.%d.%d.7", math.floor(n / 256), n % 256)
  return wrk.format("GET", paths[next_path + 1], {
    ["X-Forwarded-For"] = ip,
    ["Accept-Language"] = "es-ES",
    ["Accept-Encoding"] = "gzip, deflate, br",
  })
end

done = function(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local failed = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.status + summary.errors.timeout
  io.write(string.format('{"rps":%.1f,"p975":%.2f,"p50":%.2f,"failures":%d,"requests":%d}\n',
    summary.requests / seconds, latency:percentile(97.5) / 1000, latency:percentile(50) / 1000, failed,
    summary.requests))
end
