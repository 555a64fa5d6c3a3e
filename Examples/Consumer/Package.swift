// swift-tools-version:6.0
// A package that uses TagFlow the way any Swift user would: by path, through `import TagFlow` and
// `import TagFlowTesting` only. CI builds it, runs its executable and its tests
// (Scripts/check-consumer.sh), so the public surface is exercised from outside the module.
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "TagFlow", path: "../..")
    ],
    targets: [
        // SwiftUI's names that TagFlow shares (Color, Layout …), as a stand-in module: a test file
        // imports both, as an app's snapshot tests would (QualifiedNamesTests).
        .target(name: "SwiftUINames"),
        // The cloud itself, shared by the executable and the tests.
        .target(name: "TopicCloud", dependencies: [.product(name: "TagFlow", package: "TagFlow")]),
        // Renders the cloud to SVG, PNG and PDF in a folder: topic-cloud OUTPUT-FOLDER
        .executableTarget(
            name: "topic-cloud",
            dependencies: ["TopicCloud", .product(name: "TagFlow", package: "TagFlow")]),
        .testTarget(
            name: "TopicCloudTests",
            dependencies: [
                "TopicCloud", "SwiftUINames", .product(name: "TagFlow", package: "TagFlow"),
                .product(name: "TagFlowTesting", package: "TagFlow"),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
