#ifndef TAGFLOW_ARGUMENTS_H
#define TAGFLOW_ARGUMENTS_H

// Nothing to call: CArguments.c defines the two functions through which the Swift standard
// library reads the command line (CommandLine.arguments), linked into the tagflow executable in
// place of the runtime's own. See CArguments.c for why.

#endif
