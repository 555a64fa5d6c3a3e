// swift-tools-version:6.0
// TagFlow is licensed under the Apache License, Version 2.0 (SPDX: Apache-2.0): see LICENSE.
// The bundled fonts (Sources/TagFlowFonts/Fonts) keep their SIL Open Font License 1.1.
import PackageDescription

let package = Package(
    name: "TagFlow",
    // Synchronization.Mutex needs macOS 15; Linux has it with the Swift 6 toolchain.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "tagflow", targets: ["tagflow"]),
        .library(name: "TagFlow", targets: ["TagFlow"]),
        .library(name: "FlowLayout", targets: ["FlowLayout"]),
        .library(name: "TagFlowTesting", targets: ["TagFlowTesting"]),
    ],
    targets: [
        // C libraries, found through pkg-config; each is a modulemap plus a shim header. The
        // providers name the package that installs each on Debian/Ubuntu and on macOS (Homebrew).
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        .systemLibrary(
            name: "CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        // glibc's <malloc.h> (mallopt), part of libc: no library to link.
        .systemLibrary(name: "CMalloc"),

        // The vocabulary every layer shares: geometry, colour, locks, number formatting. No C.
        .target(name: "Primitives"),
        // The bundled fonts, as SwiftPM resources (a C target: no Foundation-based accessor).
        .target(name: "TagFlowFonts", resources: [.copy("Fonts")]),
        // Opaque pixels to PNG rows with an SSSE3 byte shuffle: a C target because Swift cannot
        // build one function for SSSE3 behind a run-time check of the CPU.
        .target(name: "CPixelRows"),
        // An image-aware deflate encoder for PNG rows (issue 39): a C target, as libdeflate's own
        // code is, for 8-byte loads, bit counts and a search whose inner loops Swift's bounds
        // checks would slow; its Adler-32 is libdeflate's.
        .target(name: "CImageDeflate", dependencies: ["CDeflate"]),
        // The command line for CommandLine.arguments from glibc's initialiser arguments, in place of
        // the runtime's /proc/self/maps scan (0.4 M instructions a run): a C target, the runtime's
        // own symbols defined in C. The executable's alone.
        .target(name: "CArguments"),
        // The planner: pure Swift, no C, no fonts.
        .target(name: "FlowLayout", dependencies: ["Primitives"]),
        .target(
            name: "TextShaping",
            dependencies: ["Primitives", "TagFlowFonts", "CFreeType", "CHarfBuzz", "CFontconfig", "CFriBidi"]),
        .target(
            name: "ChipRendering",
            dependencies: [
                "Primitives", "TextShaping", "CCairo", "CFreeType", "CDeflate", "CPixelRows", "CImageDeflate",
            ]),
        .target(
            name: "TagFlow",
            dependencies: [
                "Primitives", "FlowLayout", "TextShaping", "ChipRendering",
            ]),
        // What the command line decides: option tables and parsing, config files, usage errors,
        // each subcommand's job, and the process (signals, run files, malloc tuning). Not a product.
        .target(
            name: "TagFlowCommands",
            dependencies: [
                "TagFlow", "Primitives", "FlowLayout", "TextShaping", "ChipRendering",
                .target(name: "CMalloc", condition: .when(platforms: [.linux])),
            ]),
        .executableTarget(
            name: "tagflow", dependencies: ["TagFlowCommands", "TagFlow", "Primitives", "CArguments"]),
        // Snapshot assertions for users' own tests (XCTest and Swift Testing).
        .target(name: "TagFlowTesting", dependencies: ["TagFlow"]),
        // Speed measurements; run the release build: swift run -c release tagflow-bench
        .executableTarget(name: "tagflow-bench", dependencies: ["TagFlowCommands", "TagFlow", "FlowLayout"]),

        // Test support: runs programs with posix_spawn (Foundation's Process is unsafe on Linux).
        .target(name: "Spawn", path: "Tests/Spawn"),
        // The Chromium oracles' fixtures, read by the planner's tests and by `tagflow plan`'s.
        .target(name: "OracleFixtures", path: "Tests/OracleFixtures"),
        // A layout of the user's own, shared by the planner's tests and the cloud's.
        .target(name: "LayoutExamples", dependencies: ["FlowLayout", "Primitives"], path: "Tests/LayoutExamples"),
        .testTarget(name: "PrimitivesTests", dependencies: ["Primitives"]),
        .testTarget(
            name: "FlowLayoutTests", dependencies: ["FlowLayout", "OracleFixtures", "LayoutExamples"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "TextShapingTests", dependencies: ["TextShaping", "Primitives", "Spawn"], exclude: ["Fixtures"]),
        .testTarget(
            name: "ChipRenderingTests", dependencies: ["ChipRendering", "Primitives", "TagFlowTesting", "Spawn"],
            exclude: ["Golden/__Snapshots__"]),
        .testTarget(
            name: "TagFlowTests", dependencies: ["TagFlow", "TagFlowTesting", "LayoutExamples"],
            exclude: ["Golden/__Snapshots__"]),
        .testTarget(
            name: "TagFlowCommandsTests", dependencies: ["TagFlowCommands", "TagFlow", "Primitives", "TagFlowTesting"]),
        .testTarget(
            name: "tagflowTests",
            dependencies: ["tagflow", "TagFlowCommands", "TagFlow", "TagFlowTesting", "Spawn", "OracleFixtures"],
            exclude: ["Shell/__Snapshots__", "Browser/__Snapshots__"]),
        .testTarget(name: "TagFlowTestingTests", dependencies: ["TagFlow", "TagFlowTesting"]),
    ]
)
