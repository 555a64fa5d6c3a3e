extension Manifest {
    /// An image drawn as an animated re-wrap (`tagflow animate`) rather than a still picture: its
    /// entry's `"animate": {"to": PATH}` (a second list) or `{"to-width": W}` (the input
    /// re-wrapped to that width), with `"duration"`, `"delay"` and `"loop"` as `animate` takes
    /// them; the output is an SVG. So `build --check` keeps an animation fresh like any picture.
    public struct Animation: Hashable, Sendable {
        /// The second list, resolved like `input`; `nil` re-wraps the input to `toWidth`.
        public var to: String?
        /// The second state's row width; `nil` keeps the image's width.
        public var toWidth: Double?
        /// How long the move takes, how long each state is held, whether it repeats.
        public var timing: AnimationTiming
        /// Where the `"animate"` object is: `FILE:LINE:COLUMN`.
        public var place: String
    }

    /// The `"animate"` object `value` of image `number`, its paths resolved in `folder`.
    static func animation(
        _ value: JSONValue, image number: Int, folder: String, place: (Int) -> String
    ) throws(ManifestError) -> Animation {
        let at = place(value.offset)
        func bad(_ offset: Int, _ problem: String) -> ManifestError {
            .badImage(place: place(offset), image: number, problem: "\"animate\": " + problem)
        }
        guard case .object(let members) = value.kind else {
            throw bad(value.offset, "an object, {\"to\": PATH} or {\"to-width\": W}, found \(value.kindName)")
        }
        var animation = Animation(to: nil, toWidth: nil, timing: AnimationTiming(), place: at)
        func numberValue(_ member: JSONValue.Member, in range: ClosedRange<Double>) throws(ManifestError) -> Double {
            guard case .number(let value) = member.value.kind, range.contains(value) else {
                throw bad(
                    member.value.offset,
                    "\"\(member.key)\" is a number from \(PlainNumber.format(range.lowerBound)) to "
                        + "\(PlainNumber.format(range.upperBound))")
            }
            return value
        }
        for member in members {
            switch member.key {
            case "to":
                guard case .string(let path) = member.value.kind, !path.isEmpty, path != "-" else {
                    throw bad(
                        member.value.offset, "\"to\" is the second list's path, relative to the manifest's folder")
                }
                animation.to = resolve(path, in: folder)
            case "to-width": animation.toWidth = try numberValue(member, in: 1...100_000)
            case "duration": animation.timing.duration = try numberValue(member, in: 0.05...600)
            case "delay": animation.timing.delay = try numberValue(member, in: 0...600)
            case "loop":
                guard case .bool(let loops) = member.value.kind else {
                    throw bad(member.value.offset, "\"loop\" is true or false")
                }
                animation.timing.loops = loops
            default:
                throw .badImage(
                    place: place(member.keyOffset), image: number,
                    problem: "\"animate\": unknown key '\(member.key)'; it holds \"to\" or \"to-width\", "
                        + "\"duration\", \"delay\" and \"loop\"")
            }
        }
        guard (animation.to == nil) != (animation.toWidth == nil) else {
            throw bad(
                value.offset, "give either \"to\" (a second list) or \"to-width\" (a width to re-wrap to), not both")
        }
        return animation
    }
}
