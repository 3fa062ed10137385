import Synchronization
import ZilliqaKit

/// Seals blocks on the ledger as the ``BlockSchedule`` says: a timer task for ``BlockSchedule/every(_:)``,
/// the ledger's own rule for ``BlockSchedule/immediate``, nothing for ``BlockSchedule/onDemand``.
/// The schedule can change while it runs; once stopped it starts no timer again.
final class BlockProducer: Sendable {
    private let ledger: Ledger
    private let saver: StateSaver?
    private let clock: any MonotonicClock
    private let state: Mutex<State>

    private struct State {
        var schedule: BlockSchedule
        var timer: Task<Void, Never>?
        var phase = Phase.created
    }

    private enum Phase {
        case created
        case running
        case stopped
    }

    /// A producer for `schedule`, whose ``BlockSchedule/immediate`` the ledger's rules must already
    /// say, its timer waiting on `clock`.
    init(ledger: Ledger, saver: StateSaver?, schedule: BlockSchedule, clock: any MonotonicClock) {
        self.ledger = ledger
        self.saver = saver
        self.clock = clock
        state = Mutex(State(schedule: schedule))
    }

    var schedule: BlockSchedule { state.withLock { $0.schedule } }

    /// Starts the timer when the schedule has one.
    func start() {
        state.withLock { state in
            guard state.phase == .created else { return }
            state.phase = .running
            state.timer = makeTimer(for: state.schedule)
        }
    }

    /// Follows `schedule` from now on: the old timer stops, a new one starts (when running);
    /// switching to ``BlockSchedule/immediate`` confirms what is pending at once.
    /// - Returns: the block sealed by that switch, if any.
    func change(to schedule: BlockSchedule) -> TxBlock? {
        // The ledger's rule changes under the same lock as the schedule, so that two changes at
        // once can't leave the ledger confirming at once under a timed schedule (or the reverse).
        let (oldTimer, block) = state.withLock { state -> (Task<Void, Never>?, TxBlock?) in
            let old = state.timer
            state.schedule = schedule
            state.timer = state.phase == .running ? makeTimer(for: schedule) : nil
            return (old, ledger.setConfirmsImmediately(schedule == .immediate))
        }
        oldTimer?.cancel()
        if block != nil { saver?.save() }
        return block
    }

    /// Stops the timer for good and waits for it to end.
    func stop() async {
        let timer = state.withLock { state -> Task<Void, Never>? in
            state.phase = .stopped
            defer { state.timer = nil }
            return state.timer
        }
        timer?.cancel()
        await timer?.value
    }

    private func makeTimer(for schedule: BlockSchedule) -> Task<Void, Never>? {
        guard case .every(let requested) = schedule else { return nil }
        // A zero or negative interval would spin: a millisecond is the shortest kept.
        let interval = max(requested, .milliseconds(1))
        let ledger = ledger
        let saver = saver
        let clock = clock
        return Task {
            while !Task.isCancelled {
                do { try await clock.sleep(for: interval) } catch { return }
                if ledger.sealBlock() != nil { saver?.save() }
            }
        }
    }
}
