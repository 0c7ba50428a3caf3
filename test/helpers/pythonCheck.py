"""Reads [before, after] pairs of Python modules as JSON on stdin and prints, per pair, what Python's own parser
rejects in `after` (its parser, and its compiler's checks such as a misplaced `from __future__`), or a name an
annotation in `after` uses that nothing binds above the `def` and that `before` did not leave so (a fix that writes
`Annotated[...]` without importing it, or imports it below the tool). Parses and compiles only: nothing here imports
or runs the modules."""
import ast
import builtins
import json
import sys


def binds(node):
    """The names a top-level statement binds when the module runs (a `try:` body's imports, not `if TYPE_CHECKING:`)."""
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return {(a.asname or a.name).split(".")[0] for a in node.names}
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return {node.name}
    if isinstance(node, ast.Assign):
        return {t.id for t in node.targets if isinstance(t, ast.Name)}
    if isinstance(node, ast.If):
        checking = isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"
        return set().union(*map(binds, ([] if checking else node.body) + node.orelse))
    if isinstance(node, ast.Try):
        return set().union(*map(binds, node.body + node.orelse + node.finalbody))
    return set()


def defined_functions(node):
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        yield node
    elif isinstance(node, (ast.If, ast.Try)):
        for inner in node.body + node.orelse + getattr(node, "finalbody", []):
            yield from defined_functions(inner)


def unbound_in_annotations(tree):
    """Names a function's annotations use that the module has not bound when the `def` runs (in file order)."""
    bound = set(dir(builtins))
    used = set()
    for node in tree.body:
        for func in defined_functions(node):
            args = func.args.posonlyargs + func.args.args + func.args.kwonlyargs
            for annotation in [a.annotation for a in args if a.annotation] + ([func.returns] if func.returns else []):
                used |= {n.id for n in ast.walk(annotation) if isinstance(n, ast.Name)} - bound
        bound |= binds(node)
    return used


for i, (before, after) in enumerate(json.load(sys.stdin)):
    try:
        tree = ast.parse(after)
        # Compiled, never run: the compiler's own checks (a `from __future__` import below other statements).
        compile(tree, "<fixed>", "exec", dont_inherit=True)
    except SyntaxError as e:
        print(i, "ast.parse:", e)
        continue
    new = unbound_in_annotations(tree) - unbound_in_annotations(ast.parse(before))
    if new:
        print(i, "unbound in an annotation:", ", ".join(sorted(new)))
