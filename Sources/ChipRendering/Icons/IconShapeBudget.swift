/// How many shapes an icon draws once every `<use href="#…">` and `url(#…)` is expanded, the
/// way a renderer expands them: a 2 KB icon of `<use>`s of groups of ten `<use>`s nine deep
/// draws 10⁹ shapes, which no browser finishes. Counted on the cleaned tree in one pass, each
/// element's expanded count computed once (memoised), so the count itself costs the size of
/// the file, and a reference that leads back to itself is found on the way.
enum IconShapeBudget {
    /// Refuses `root` when it draws more than `limit` shapes expanded, or has a reference cycle.
    static func check(_ root: IconElement, limit: Int) throws(IconError) {
        var nodes: [Node] = []
        var ids: [String: Int] = [:]
        flatten(root, into: &nodes, ids: &ids)
        var counts = [Int](repeating: -1, count: nodes.count)
        var open = [Bool](repeating: false, count: nodes.count)
        // Depth-first, without recursion on the references (they may chain thousands deep).
        var stack: [(node: Int, step: Int)] = [(0, 0)]
        open[0] = true
        while let top = stack.last {
            let node = nodes[top.node]
            let next = node.children.count + node.references.count
            if top.step < next {
                stack[stack.count - 1].step += 1
                let target: Int
                if top.step < node.children.count {
                    target = node.children[top.step]
                } else {
                    let id = node.references[top.step - node.children.count]
                    guard let found = ids[id] else { continue }
                    target = found
                }
                if counts[target] >= 0 { continue }
                if open[target] { throw .referenceCycle(id: nodes[target].id ?? id(of: node)) }
                open[target] = true
                stack.append((target, 0))
                continue
            }
            var count = 1
            for child in node.children { count += counts[child] }
            for reference in node.references { if let target = ids[reference] { count += counts[target] } }
            guard count <= limit else { throw .tooManyShapes(limit: limit) }
            counts[top.node] = count
            open[top.node] = false
            stack.removeLast()
        }
    }

    private struct Node {
        var id: String?
        var children: [Int] = []
        /// The ids this element's `href` and `url(#…)`s point at.
        var references: [String] = []
    }

    private static func id(of node: Node) -> String { node.id ?? node.references.first ?? "" }

    private static func flatten(_ element: IconElement, into nodes: inout [Node], ids: inout [String: Int]) {
        let index = nodes.count
        var node = Node(id: element["id"])
        for attribute in element.attributes {
            if attribute.name == "href" {
                node.references.append(String(attribute.value.dropFirst()))
            } else if attribute.name != "id" {
                // One paint draws one of its url(#…)s: an element counts each id once.
                for url in IconReferences.urls(in: attribute.value) where url.hasPrefix("#") {
                    let id = String(url.dropFirst())
                    if !node.references.contains(id) { node.references.append(id) }
                }
            }
        }
        // The first element of an id is the one a reference means, as in browsers.
        if let id = node.id, ids[id] == nil { ids[id] = index }
        nodes.append(node)
        for child in element.children {
            nodes[index].children.append(nodes.count)
            flatten(child, into: &nodes, ids: &ids)
        }
    }
}
