import TagFlow
import TagFlowCommands

/// `tagflow plan [SIZES.json|-] --width W [layout options]`: boxes in, frames out.
enum PlanCommand: Subcommand {
    typealias Options = PlanOptions

    static let name = "plan"
    static let summary = "lay out boxes without fonts (tagflow plan sizes.json --width 300)"
    static let usage = "tagflow plan [SIZES.json|-] --width W [options]"

    static let about = "Lay out boxes with TagFlow's flow planner, no fonts needed, and print their frames as JSON."
    static let arguments = [
        PositionalArgument(
            name: "SIZES.json",
            help: "a JSON array of [width, height] or [width, height, baseline]; - or none reads stdin",
            fileExtensions: ["json"])
    ]
    static let examples = [
        "echo '[[80,30],[70,30],[60,30],[90,30]]' | tagflow plan --width 200 --spacing 10",
        "  → {\"width\":200,\"height\":70,\"frames\":[[0,0,80,30],[90,0,70,30],[0,40,60,30],[70,40,90,30]]}",
        "tagflow plan sizes.json --width 300 --align center --max-rows 2 --overflow 40,30",
        "echo '[[80,30],[70,30],[60,30]]' | tagflow plan --width 200 --spacing 10 --align center --fit content",
        "  → {\"width\":160,\"height\":70,\"frames\":[[0,0,80,30],[90,0,70,30],[50,40,60,30]]}",
        "echo '[[80,30],[70,30],[60,30],[90,30]]' | tagflow plan --flow columns --height 100 --spacing 10",
        "  → {\"width\":180,\"height\":100,\"frames\":[[0,0,80,30],[0,40,70,30],[90,0,60,30],[90,40,90,30]]}",
    ]
}
