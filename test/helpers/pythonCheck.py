"""Reads [before, after] pairs of Python modules as JSON on stdin and prints, per pair, what Python's own parser
rejects in `after`, or a name an annotation in `after` uses that nothing binds and that `before` did not leave unbound
(a fix that writes `Annotated[...]` without importing it). Parses only: nothing here imports or runs the modules."""
import ast
import builtins
import json
import sys


def unbound_in_annotations(tree):
    bound = set(dir(builtins))
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            bound |= {(a.asname or a.name).split(".")[0] for a in node.names}
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.Assign):
            bound |= {t.id for t in node.targets if isinstance(t, ast.Name)}
    used = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = node.args.posonlyargs + node.args.args + node.args.kwonlyargs
            for annotation in [a.annotation for a in args if a.annotation] + ([node.returns] if node.returns else []):
                used |= {n.id for n in ast.walk(annotation) if isinstance(n, ast.Name)}
    return used - bound


for i, (before, after) in enumerate(json.load(sys.stdin)):
    try:
        tree = ast.parse(after)
    except SyntaxError as e:
        print(i, "ast.parse:", e)
        continue
    new = unbound_in_annotations(tree) - unbound_in_annotations(ast.parse(before))
    if new:
        print(i, "unbound in an annotation:", ", ".join(sorted(new)))
