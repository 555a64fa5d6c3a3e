// tagflow-bench: TagFlow's speed, measured in one run so the figures can be compared as ratios.
// Build and run in release: swift run -c release tagflow-bench [planner|text|batch|all]

import TagFlow

MemoryReuse.enable()
let what = CommandLine.arguments.dropFirst().first ?? "all"
print("tagflow-bench (medians; compare ratios within one run)")
if what == "planner" || what == "all" { PlannerBenchmarks.run() }
if what == "text" || what == "all" { TextBenchmarks.run() }
if what == "batch" || what == "all" { BatchBenchmarks.run() }
