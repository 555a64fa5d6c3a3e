// A user of the planner names sizes and rectangles without importing the base module.
@_exported public import Primitives
