// The open-loop load generator, on its own thread so it does not share the portal's event loop.
// Plain JavaScript: worker threads load it without a TypeScript loader.
// It sends requests on a fixed schedule (the offered rate), whether or not earlier ones have been
// answered, and measures each from the moment it was due: a slow answer delays no later request,
// so queueing shows in the latencies instead of lowering the rate (no coordinated omission).
import http from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'

const { targets, rate, seconds } = workerData
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
const intervalMs = 1000 / rate
const total = Math.round(rate * seconds)
const latencies = targets.map(() => [])
const failures = targets.map(() => 0)
let finished = 0
const started = performance.now()

function send(index, dueAt) {
  const target = targets[index % targets.length]
  const slot = index % targets.length
  const request = http.request(
    target.url,
    { agent, headers: { cookie: target.cookie, accept: 'application/json', 'accept-encoding': 'gzip, br' } },
    (response) => {
      response.resume()
      response.on('end', () => {
        if (response.statusCode !== 200) failures[slot] += 1
        latencies[slot].push(performance.now() - dueAt)
        done()
      })
    },
  )
  request.on('error', () => {
    failures[slot] += 1
    done()
  })
  request.end()
}

function done() {
  finished += 1
  if (finished === total) {
    agent.destroy()
    parentPort.postMessage({ latencies, failures, elapsedMs: performance.now() - started })
  }
}

let next = 0
function tick() {
  const now = performance.now()
  while (next < total && started + next * intervalMs <= now) {
    send(next, started + next * intervalMs)
    next += 1
  }
  if (next < total) setTimeout(tick, Math.max(0, started + next * intervalMs - performance.now()))
}
tick()
