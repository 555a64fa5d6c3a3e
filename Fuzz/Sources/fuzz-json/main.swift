import FuzzSupport
import TagFlow

// The JSON parser and the plan tool's reader of boxes.
fuzz { bytes in
    if let value = try? JSONParser.parse(bytes) { _ = value.kindName }
    _ = try? PlanJob(layout: .init(spacing: 4), width: 300).run(input: bytes, source: "fuzz")
}
