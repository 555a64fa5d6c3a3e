extension PNGEncoder {
    /// PNG's row filters (filter method 0): each byte written as its difference from a guess
    /// made from the bytes to its left, above, and above-left.
    enum RowFilter: UInt8, CaseIterable {
        case unfiltered, sub, up, average, paeth
    }

    /// `raw`'s scanlines (each its filter byte, 0, then `rowLength` bytes) filtered: every row
    /// with `filter`, or, when `filter` is `nil`, each row with the filter whose bytes, read as
    /// signed, have the least sum of magnitudes (libpng's and optipng's adaptive heuristic; the
    /// first filter wins a tie).
    static func filtered(_ raw: [UInt8], rowLength: Int, height: Int, bytesPerPixel: Int, filter: RowFilter?)
        -> [UInt8]
    {
        let line = rowLength + 1
        let zeros = [UInt8](repeating: 0, count: rowLength)
        var trial = [UInt8](repeating: 0, count: rowLength)
        return [UInt8](unsafeUninitializedCapacity: raw.count) { output, initialized in
            raw.withUnsafeBufferPointer { input in
                zeros.withUnsafeBufferPointer { zeros in
                    trial.withUnsafeMutableBufferPointer { trial in
                        for y in 0..<height {
                            let row = UnsafeBufferPointer(rebasing: input[(y * line + 1)..<((y + 1) * line)])
                            let above =
                                y == 0 ? zeros : UnsafeBufferPointer(rebasing: input[((y - 1) * line + 1)..<(y * line)])
                            let out = UnsafeMutableBufferPointer(rebasing: output[(y * line + 1)..<((y + 1) * line)])
                            var chosen = filter ?? .unfiltered
                            if filter == nil {
                                var least = Int.max
                                for candidate in RowFilter.allCases {
                                    apply(candidate, row, above, bytesPerPixel, into: trial)
                                    let cost = trial.reduce(0) { $0 + abs(Int(Int8(bitPattern: $1))) }
                                    if cost < least {
                                        least = cost
                                        chosen = candidate
                                    }
                                }
                            }
                            output[y * line] = chosen.rawValue
                            apply(chosen, row, above, bytesPerPixel, into: out)
                        }
                    }
                }
            }
            initialized = raw.count
        }
    }

    /// One row filtered with `filter`; `above` is the previous row's unfiltered bytes (zeros for the first).
    private static func apply(
        _ filter: RowFilter, _ row: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>,
        _ bytesPerPixel: Int, into out: UnsafeMutableBufferPointer<UInt8>
    ) {
        for index in 0..<row.count {
            let left = index >= bytesPerPixel ? Int(row[index - bytesPerPixel]) : 0
            let up = Int(above[index])
            let upLeft = index >= bytesPerPixel ? Int(above[index - bytesPerPixel]) : 0
            let guess: Int
            switch filter {
            case .unfiltered: guess = 0
            case .sub: guess = left
            case .up: guess = up
            case .average: guess = (left + up) >> 1
            case .paeth:
                let estimate = left + up - upLeft
                let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                guess = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
            }
            out[index] = UInt8(truncatingIfNeeded: Int(row[index]) - guess)
        }
    }
}
