import Dispatch
import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Array where Element: Sendable {
    /// `map(transform)`, on every core when there are at least `minimumCount` elements: a cloud
    /// of 100,000 labels spends most of its time shaping them, one label independent of the next.
    /// The result is in order and the same as `map`'s.
    func concurrentMap<Result: Sendable>(minimumCount: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count >= minimumCount, OnlineCores.count > 1 else { return map(transform) }
        let cores = OnlineCores.affordable
        guard cores > 1 else { return map(transform) }
        // Several chunks per core even out chunks that take longer (long or uncached labels).
        let chunks = Swift.min(count, cores * 8)
        let elements = self
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each chunk initializes its own slots: no two threads touch the same element.
            let results = Slots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let range = (elements.count * chunk / chunks)..<(elements.count * (chunk + 1) / chunks)
                for index in range {
                    (results.buffer.baseAddress! + index).initialize(to: transform(elements[index]))
                }
            }
            initialized = elements.count
        }
    }

    /// `concurrentMap` of a transform with two results, each into an array of its own: made in
    /// their own slots, not copied out of an array of pairs (at 1,000,000 chips, 400 MB).
    func concurrentMap<First: Sendable, Second: Sendable>(
        minimumCount: Int, _ transform: @Sendable (Element) -> (First, Second)
    ) -> ([First], [Second]) {
        let cores = count >= minimumCount ? OnlineCores.affordable : 1
        let chunks = cores > 1 ? Swift.min(count, cores * 8) : 1
        let elements = self
        var seconds: [Second] = []
        let firsts = [First](unsafeUninitializedCapacity: count) { firstBuffer, firstCount in
            seconds = [Second](unsafeUninitializedCapacity: elements.count) { secondBuffer, secondCount in
                let (firstSlots, secondSlots) = (Slots(buffer: firstBuffer), Slots(buffer: secondBuffer))
                @Sendable func fill(_ chunk: Int) {
                    let range = (elements.count * chunk / chunks)..<(elements.count * (chunk + 1) / chunks)
                    for index in range {
                        let (first, second) = transform(elements[index])
                        (firstSlots.buffer.baseAddress! + index).initialize(to: first)
                        (secondSlots.buffer.baseAddress! + index).initialize(to: second)
                    }
                }
                if chunks == 1 {
                    fill(0)
                } else {
                    DispatchQueue.concurrentPerform(iterations: chunks) { fill($0) }
                }
                secondCount = elements.count
            }
            firstCount = elements.count
        }
        return (firsts, seconds)
    }
}

/// The result buffer, shared by the threads that fill disjoint parts of it.
private struct Slots<Result>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Result>
}
