// tagflow-bench: TagFlow's speed, measured in one run so the figures can be compared as ratios.
// Build and run in release: swift run -c release tagflow-bench [planner|text|batch|peers|all]
//   peers options: --tagflow PATH (another build to measure), --runs N (repetitions, default 3)
//   tagflow-bench floors [--only TEXT]: issue 27's workloads in callgrind instructions beside
//   their floors (valgrind; minutes; not part of all)

import TagFlow
import TagFlowCommands

MemoryReuse.enable()
let arguments = Array(CommandLine.arguments.dropFirst())
let what = arguments.first(where: { !$0.hasPrefix("-") && !$0.hasPrefix("/") && Int($0) == nil }) ?? "all"
func value(of option: String) -> String? {
    arguments.firstIndex(of: option).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
print("tagflow-bench (medians; compare ratios within one run)")
if what == "planner" || what == "all" { PlannerBenchmarks.run() }
if what == "text" || what == "all" { TextBenchmarks.run() }
if what == "batch" || what == "all" { BatchBenchmarks.run() }
if what == "floors" {
    FloorBenchmarks.run(tagflow: value(of: "--tagflow") ?? PeerBenchmarks.siblingTagflow(), only: value(of: "--only"))
}
if what == "peers" || what == "all" {
    PeerBenchmarks.run(
        tagflow: value(of: "--tagflow") ?? PeerBenchmarks.siblingTagflow(), peersFolder: nil,
        runs: value(of: "--runs").flatMap { Int($0) } ?? 3)
}
