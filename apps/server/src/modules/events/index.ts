/** The events domain: the outbox every domain writes to, and the dispatcher that runs subscribers. */
export { changeWithEvent, emitEvent, type NewEvent } from './emit-event.js';
export { dispatchPending } from './dispatch-event.js';
export { startEventRelay, EVENTS_CHANNEL } from './event-relay.js';
export { handleEvent } from './handle-event.js';
export { eventView } from './event-view.js';
export { defineSubscriber, type EventSubscriber } from './subscriber.js';
