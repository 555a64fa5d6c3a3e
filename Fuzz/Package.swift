// swift-tools-version:6.0
// TagFlow's fuzz targets, kept in their own package so the main build never links libFuzzer.
// Build: swift build -c release --build-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld -Xcc -fsanitize=address
// Run:   Scripts/fuzz.sh [SECONDS]   (from the repository root)
import PackageDescription

let fuzzers = [
    "fuzz-inputs", "fuzz-json", "fuzz-planner", "fuzz-shaping", "fuzz-render", "fuzz-icons", "fuzz-markdown", "fuzz-manifest",
    "fuzz-png",
]

let package = Package(
    name: "TagFlowFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "TagFlow", path: "..")],
    targets: [.target(name: "FuzzSupport")]
        + fuzzers.map { name in
            .executableTarget(
                name: name,
                dependencies: [
                    "FuzzSupport", .product(name: "TagFlow", package: "TagFlow"),
                    .product(name: "FlowLayout", package: "TagFlow"),
                ],
                path: "Sources/\(name)")
        }
)
