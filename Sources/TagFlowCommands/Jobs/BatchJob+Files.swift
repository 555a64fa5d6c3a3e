import TagFlow

extension BatchJob {
    /// Checks, before any folder is made or file written, that no output replaces a file the
    /// run reads (an input of any shard, an option file, the record) and that no two outputs —
    /// pictures, dark pictures, layouts, the record; with `check`, difference pictures — are
    /// one file (`RunFiles`), and keeps what it found for `run` (`filesChecked`): the table, for
    /// each input to check its icons against (`plannedFiles`, `RenderJob.batchFiles`), and every
    /// output's path and owner, which `run` then need not work out again (0.8 M instructions of
    /// the 200 × 40 SVG batch). The last change to the job before `run`.
    package mutating func planFiles() throws(FileClash) {
        let selected = selectedInputs
        let outputs = selected.map(outputPath)
        let owners = outputOwners(outputs)
        plannedFiles = try checkFiles(selected: selected, outputs: outputs, owners: owners)
        plannedOutputs = (outputs, owners)
        filesChecked = true
    }

    /// The input each output name belongs to: the first in the whole list (not just this shard)
    /// that has it. `outputs` are the selected inputs' names, which are all of them without a shard.
    func outputOwners(_ outputs: [String]) -> [String: String] {
        var owners: [String: String] = [:]
        // Room for every input at once: grown as it filled, the table was built nine times over.
        owners.reserveCapacity(inputs.count)
        // The first input keeps its name, with one look into the table per input where asking
        // first and then adding took two (each hashing the path).
        owners.merge(zip(shard == nil ? outputs : inputs.map(outputPath), inputs)) { first, _ in first }
        return owners
    }

    func checkFiles(selected: [String], outputs: [String], owners ownerOfOutput: [String: String])
        throws(FileClash) -> RunFiles
    {
        // Every input owns its output when the outputs are as many as the inputs: all different,
        // none need be looked up (0.1 M of the 200 × 40 SVG batch).
        let allOwned = ownerOfOutput.count == inputs.count
        var files = self.files
        files.reserveCapacity(reads: inputs.count, writes: outputs.count * (layoutDirectory == nil ? 1 : 2))
        for input in inputs { try files.read(input, as: "the input") }
        let pairs = darkStyle != nil && format != .svg
        if check {
            // `--check` writes only difference pictures: none may replace a file the run reads
            // (an input, a checked output) nor another (`a/x.png` and `b/x.png` both make `x.diff.png`).
            guard let differences, format == .png else { return files }
            for (input, output) in zip(selected, outputs) where allOwned || ownerOfOutput[output] == input {
                for path in [output] + (pairs ? [DarkVariant.path(for: output)] : []) {
                    try files.read(path, as: "the output of '\(input)'")
                    try files.write(
                        RenderJob.differencePath(for: path, in: differences), as: "the difference picture of '\(path)'")
                }
            }
            return files
        }
        for (input, output) in zip(selected, outputs) where allOwned || ownerOfOutput[output] == input {
            try files.write(output, as: "the output")
            // A pair's dark picture is an output as well: `a~dark.png` may be both a.txt's dark
            // picture and a~dark.txt's picture.
            if pairs { try files.write(DarkVariant.path(for: output), as: "the dark picture of '\(input)'") }
            if let layout = layoutPath(for: input) { try files.write(layout, as: "--emit-layout") }
        }
        // Every run that writes keeps the folder's record (`BatchJob.run`).
        let folder = outputDirectory.isEmpty ? "" : outputDirectory + "/"
        try files.writeRecord(folder + FreshnessRecord.fileName, as: "the freshness record")
        return files
    }
}
