// The command line for Swift's CommandLine.arguments, as glibc hands it to the executable's
// initialisers.
//
// The standard library reads argv through _swift_stdlib_getUnsafeArgvArgc. The runtime's own
// definition (CommandLine.cpp, in libswiftCore.a when the standard library is linked in) finds
// argv before main by reading /proc/self/maps with sscanf, in a static initialiser that runs
// whether or not anything asks: 183 lines, 0.40 M instructions of every run when measured (8 % of
// `tagflow --help` then; not measured again for issue 42). glibc calls each .init_array function
// of the executable with argc, argv and envp, so a function there has them for free. Defined
// here, the two symbols the runtime's object file provides are already defined when the linker
// reaches libswiftCore.a, so that object (and its initialiser) is not linked in at all. Should a
// later runtime's object define another symbol something needs, the link fails on the duplicate
// definitions: loudly.
//
// Only for glibc: musl calls initialisers without arguments. Elsewhere, and when the runtime is
// a shared library (debug builds, tests), the runtime's own definitions are used, or these are
// and give the same answer.

#if defined(__linux__)
#include <features.h>  // __GLIBC__
#endif

#if defined(__linux__) && defined(__GLIBC__)

static char **arguments;
static int argumentCount;
static char **overrideArguments;
static int overrideCount;

static void takeArguments(int argc, char **argv, char **envp) {
    (void)envp;
    argumentCount = argc;
    arguments = argv;
}

__attribute__((used, section(".init_array"))) static void (*const takeArgumentsEntry)(
    int, char **, char **) = takeArguments;

// The runtime's signatures (SWIFT_CC(swift)); the standard library calls the first.
__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen);
__attribute__((swiftcall)) void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc);

__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    static char *none[] = {0};
    if (overrideArguments) {
        *outArgLen = overrideCount;
        return overrideArguments;
    }
    if (!arguments) {
        *outArgLen = 0;
        return none;
    }
    *outArgLen = argumentCount;
    return arguments;
}

__attribute__((swiftcall)) void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) {
    overrideArguments = argv;
    overrideCount = argc;
}

#endif
