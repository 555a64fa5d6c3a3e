/// Times `body` `runs` times and returns the median duration in seconds. The result of each run
/// is folded into `sink`, so the optimiser cannot drop the work.
func median(runs: Int, _ body: () -> Double) -> (seconds: Double, sink: Double) {
    let clock = ContinuousClock()
    var times: [Double] = []
    var sink = 0.0
    for _ in 0..<runs {
        var value = 0.0
        let elapsed = clock.measure { value = body() }
        sink += value
        let parts = elapsed.components
        times.append(Double(parts.seconds) + Double(parts.attoseconds) * 1e-18)
    }
    times.sort()
    return (times[times.count / 2], sink)
}

/// One result line: name, value, unit, and a note.
func report(_ name: String, _ value: Double, _ unit: String, _ note: String = "") {
    let number = value >= 100 ? String(Int(value.rounded())) : String((value * 100).rounded() / 100)
    print(name.padded(to: 34) + number.leftPadded(to: 12) + " " + unit.padded(to: 12) + note)
}

extension String {
    func padded(to length: Int) -> String { self + String(repeating: " ", count: max(0, length - count)) }
    func leftPadded(to length: Int) -> String { String(repeating: " ", count: max(0, length - count)) + self }
}
