#!/usr/bin/env python3
"""The SDK checklist: every public declaration of an iOS SDK's Swift interfaces (issue 41).

    python3 scripts/sdk-checklist.py docs/sdk/SwiftUI.tsv \
        SwiftUI=<sdk>/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface \
        SwiftUICore=<sdk>/.../SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface

Run it when a new SDK is out; the test suite never runs it (the interfaces are Apple's and are
not in this repository, only the facts read off them). It writes one row per public declaration
available on iOS, underscored and SPI names left out: module, kind, container (with the
extension's `where` clause), name, the declaration on one line (module qualifiers and
availability removed, inlinable bodies dropped), and the iOS version that introduced it.
`SDKChecklistTests` compiles a use of every row against dataflow.

This is dataflow's one tool that is not Swift: a maintainer's script, outside the package.
"""
import bisect
import collections
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

DECL_KEYWORDS = {
    'struct', 'class', 'enum', 'protocol', 'extension', 'actor', 'typealias', 'associatedtype',
    'func', 'init', 'deinit', 'subscript', 'var', 'let', 'case', 'macro', 'operator',
    'precedencegroup', 'import',
}
TYPE_KEYWORDS = {'struct', 'class', 'enum', 'protocol', 'actor'}
MODIFIERS = {
    'public', 'open', 'package', 'internal', 'private', 'fileprivate', 'final', 'static',
    'nonisolated', 'mutating', 'nonmutating', 'override', 'convenience', 'required', 'dynamic',
    'lazy', 'weak', 'unowned', 'optional', 'indirect', 'prefix', 'postfix', 'infix',
    'consuming', 'borrowing', '__consuming', 'distributed', 'isolated',
}
# attributes removed from the signature (availability/ABI/inlining bookkeeping)
DROP_ATTRS = {
    'available', 'backDeployed', '_spi', '_spi_available', '_originallyDefinedIn',
    '_alwaysEmitIntoClient', 'inlinable', 'usableFromInline', '_documentation', '_effects',
    '_semantics', '_transparent', 'frozen', '_fixed_layout', '_hasMissingDesignatedInitializers',
    '_inheritsConvenienceInitializers', '_silgen_name', '_specialize', '_optimize', 'inline',
    '_hasStorage', '_hasInitialValue', '_objcRuntimeName', '_implements', '_weakLinked',
    '_allowFeatureSuppression', '_opaqueReturnTypeOf', '_unavailableFromAsync',
    '_projectedValueProperty', '_typeEraser', '_marker', '_nonSendable', '_show_in_interface',
}
# module qualifiers always removed (besides every module a file imports)
BASE_MODULES = {'Swift', 'ObjectiveC', 'Foundation', 'CoreFoundation', 'CoreGraphics', 'Dispatch',
                'Darwin', '_Concurrency', '_StringProcessing', 'Combine', 'UIKit', 'SwiftUI',
                'SwiftUICore', 'os', 'Observation', 'CoreData', 'CoreTransferable',
                'UniformTypeIdentifiers', 'DeveloperToolsSupport', 'Symbols', 'Spatial', 'OSLog',
                '_LocationEssentials'}
PLATFORMS = {'iOS', 'macOS', 'tvOS', 'watchOS', 'visionOS', 'macCatalyst', 'xrOS', 'driverKit',
             'iOSApplicationExtension', 'macOSApplicationExtension', 'tvOSApplicationExtension',
             'watchOSApplicationExtension', 'visionOSApplicationExtension',
             'macCatalystApplicationExtension', 'OSX', 'swift', '*'}


def vkey(v):
    try:
        return tuple(int(x) for x in v.split('.'))
    except ValueError:
        return (0,)


def norm_version(v):
    v = v.strip()
    if re.fullmatch(r'\d+', v):
        return v + '.0'
    return v


# --------------------------------------------------------------------------- #if handling
def eval_condition(cond):
    c = cond
    c = re.sub(r'compiler\(\s*>=\s*[\d.]+\s*\)', ' True ', c)
    c = re.sub(r'compiler\(\s*<\s*[\d.]+\s*\)', ' False ', c)
    c = re.sub(r'swift\(\s*>=\s*[\d.]+\s*\)', ' True ', c)
    c = re.sub(r'swift\(\s*<\s*[\d.]+\s*\)', ' False ', c)
    c = re.sub(r'canImport\([^)]*\)', ' True ', c)
    c = re.sub(r'hasFeature\([^)]*\)', ' True ', c)
    c = re.sub(r'hasAttribute\([^)]*\)', ' True ', c)
    c = re.sub(r'os\(\s*iOS\s*\)', ' True ', c)
    c = re.sub(r'os\([^)]*\)', ' False ', c)
    c = re.sub(r'targetEnvironment\([^)]*\)', ' False ', c)
    c = re.sub(r'arch\([^)]*\)', ' True ', c)
    c = re.sub(r'_ptrauth\([^)]*\)', ' True ', c)
    c = re.sub(r'\$\w+', ' True ', c)
    c = c.replace('&&', ' and ').replace('||', ' or ')
    c = re.sub(r'!(?!=)', ' not ', c)
    c = re.sub(r'\btrue\b', 'True', c)
    c = re.sub(r'\bfalse\b', 'False', c)
    if not re.fullmatch(r'[\sTrueFalsandotr()]*', c):
        return True  # unknown condition: assume the newest toolchain satisfies it
    try:
        return bool(eval(c, {}, {}))
    except Exception:
        return True


def preprocess(text):
    """Drop the lines of #if branches that are not taken. Line count is preserved (blanked)."""
    out = []
    stack = []  # each: [parent_active, branch_taken, this_active]
    active = True
    for line in text.split('\n'):
        s = line.strip()
        m = re.match(r'#(if|elseif|else|endif)\b(.*)', s)
        if m:
            d, cond = m.group(1), m.group(2).strip()
            if d == 'if':
                take = eval_condition(cond)
                stack.append([active, take, active and take])
                active = active and take
            elif d == 'elseif':
                if stack:
                    parent, taken, _ = stack[-1]
                    take = (not taken) and eval_condition(cond)
                    stack[-1] = [parent, taken or take, parent and take]
                    active = parent and take
            elif d == 'else':
                if stack:
                    parent, taken, _ = stack[-1]
                    stack[-1] = [parent, True, parent and not taken]
                    active = parent and not taken
            else:
                if stack:
                    parent = stack.pop()[0]
                    active = parent
            out.append('')
            continue
        out.append(line if active else '')
    return '\n'.join(out)


# --------------------------------------------------------------------------- lexer
class Lexer:
    def __init__(self, text):
        self.t = text
        self.i = 0
        self.n = len(text)

    def skip_string(self, i):
        """i at '#'* '"' start; return index after the literal."""
        t = self.t
        j = i
        hashes = 0
        while j < self.n and t[j] == '#':
            hashes += 1
            j += 1
        if t.startswith('"""', j):
            close = '"""' + '#' * hashes
            j += 3
            while j < self.n:
                if t[j] == '\\' and hashes == 0:
                    if j + 1 < self.n and t[j + 1] == '(':
                        j = self.skip_parens(j + 1)
                        continue
                    j += 2
                    continue
                if hashes and t.startswith('\\' + '#' * hashes + '(', j):
                    j = self.skip_parens(j + 1 + hashes)
                    continue
                if t.startswith(close, j):
                    return j + len(close)
                j += 1
            return j
        close = '"' + '#' * hashes
        j += 1
        while j < self.n:
            ch = t[j]
            if ch == '\\' and hashes == 0:
                if j + 1 < self.n and t[j + 1] == '(':
                    j = self.skip_parens(j + 1)
                    continue
                j += 2
                continue
            if hashes and t.startswith('\\' + '#' * hashes + '(', j):
                j = self.skip_parens(j + 1 + hashes)
                continue
            if t.startswith(close, j):
                return j + len(close)
            if ch == '\n' and hashes == 0:
                return j  # unterminated single-line literal: stop at end of line
            j += 1
        return j

    def skip_parens(self, i):
        """i at '('; return index after the matching ')', string/comment aware."""
        t = self.t
        depth = 0
        j = i
        while j < self.n:
            ch = t[j]
            if ch == '"' or (ch == '#' and re.match(r'#+"', t[j:j + 8])):
                j = self.skip_string(j)
                continue
            if t.startswith('//', j):
                k = t.find('\n', j)
                j = self.n if k < 0 else k
                continue
            if t.startswith('/*', j):
                j = self.skip_block_comment(j)
                continue
            if ch == '(':
                depth += 1
            elif ch == ')':
                depth -= 1
                if depth == 0:
                    return j + 1
            j += 1
        return j

    def skip_block_comment(self, i):
        t = self.t
        depth = 0
        j = i
        while j < self.n:
            if t.startswith('/*', j):
                depth += 1
                j += 2
                continue
            if t.startswith('*/', j):
                depth -= 1
                j += 2
                if depth == 0:
                    return j
                continue
            j += 1
        return j

    def next_event(self):
        """Return (kind, text, start) where kind is 'stmt', 'open', 'close' or 'eof'."""
        t = self.t
        buf = []
        depth = 0
        start = None
        i = self.i
        while i < self.n:
            ch = t[i]
            if ch == '"' or (ch == '#' and re.match(r'#+"', t[i:i + 8])):
                j = self.skip_string(i)
                if start is None:
                    start = i
                buf.append(t[i:j])
                i = j
                continue
            if t.startswith('//', i):
                k = t.find('\n', i)
                i = self.n if k < 0 else k
                continue
            if t.startswith('/*', i):
                i = self.skip_block_comment(i)
                continue
            if ch in '([':
                depth += 1
            elif ch in ')]':
                depth = max(0, depth - 1)
            elif ch == '{' and depth == 0:
                self.i = i + 1
                return ('open', ''.join(buf), start if start is not None else i)
            elif ch == '}' and depth == 0:
                text = ''.join(buf)
                if text.strip():
                    self.i = i
                    return ('stmt', text, start)
                self.i = i + 1
                return ('close', '', i)
            elif (ch == '\n' or ch == ';') and depth == 0:
                text = ''.join(buf)
                if text.strip():
                    self.i = i + 1
                    return ('stmt', text, start)
                buf = []
                start = None
                i += 1
                continue
            if start is None and not ch.isspace():
                start = i
            buf.append(' ' if ch == '\n' else ch)
            i += 1
        self.i = self.n
        text = ''.join(buf)
        if text.strip():
            return ('stmt', text, start)
        return ('eof', '', self.n)

    def skip_block(self):
        """After an 'open' event: consume to the matching '}' and return first-level headers."""
        headers = []
        while True:
            kind, text, _ = self.next_event()
            if kind == 'eof':
                return headers
            if kind == 'close':
                return headers
            if kind == 'stmt':
                headers.append(text.strip())
            elif kind == 'open':
                headers.append(text.strip())
                self.skip_block()


# --------------------------------------------------------------------------- attribute helpers
def balanced_end(s, i, open_ch='(', close_ch=')'):
    depth = 0
    j = i
    in_str = False
    while j < len(s):
        ch = s[j]
        if in_str:
            if ch == '\\':
                j += 2
                continue
            if ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch == open_ch:
            depth += 1
        elif ch == close_ch:
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return len(s)


def split_top(s, sep=','):
    """Split on sep at bracket depth 0 (parens, brackets, angle brackets, braces), string aware."""
    parts = []
    depth = 0
    cur = []
    in_str = False
    i = 0
    while i < len(s):
        ch = s[i]
        if in_str:
            cur.append(ch)
            if ch == '\\' and i + 1 < len(s):
                cur.append(s[i + 1])
                i += 2
                continue
            if ch == '"':
                in_str = False
            i += 1
            continue
        if ch == '"':
            in_str = True
        elif ch in '([{':
            depth += 1
        elif ch in ')]}':
            depth -= 1
        elif ch == '<':
            depth += 1
        elif ch == '>' and not (i > 0 and s[i - 1] == '-'):
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(''.join(cur))
            cur = []
        else:
            cur.append(ch)
        i += 1
    parts.append(''.join(cur))
    return [p.strip() for p in parts]


def parse_prefix(s):
    """Split leading attributes and modifiers from a declaration header.

    Returns (attrs: list of (name, argstring or None, fulltext), modifiers: list, rest)."""
    attrs = []
    mods = []
    i = 0
    n = len(s)
    while True:
        while i < n and s[i].isspace():
            i += 1
        if i >= n:
            break
        if s[i] == '@':
            m = re.match(r'@([A-Za-z_][\w.]*)', s[i:])
            if not m:
                break
            name = m.group(1)
            j = i + m.end()
            if j < n and s[j] == '<':
                j = balanced_end(s, j, '<', '>')
            args = None
            if j < n and s[j] == '(':
                k = balanced_end(s, j)
                args = s[j + 1:k - 1]
                j = k
            attrs.append((name, args, s[i:j]))
            i = j
            continue
        m = re.match(r'([A-Za-z_]\w*)(\([^)]*\))?', s[i:])
        if not m:
            break
        word = m.group(1)
        if word == 'class':
            # `class func` / `class var` is a modifier; `class Name` is a declaration
            rest = s[i + m.end():].lstrip()
            nxt = re.match(r'[A-Za-z_]\w*', rest)
            if nxt and (nxt.group(0) in MODIFIERS or nxt.group(0) in (
                    'func', 'var', 'let', 'subscript', 'class')):
                mods.append('class')
                i += m.end()
                continue
            break
        if word in MODIFIERS:
            mods.append(s[i:i + m.end()])
            i += m.end()
            continue
        break
    return attrs, mods, s[i:].strip()


class Avail:
    __slots__ = ('intro', 'unavail', 'depr', 'obsoleted', 'platforms', 'unavail_platforms',
                 'star_unavail', 'backdeployed', 'spi')

    def __init__(self):
        self.intro = None
        self.unavail = False
        self.depr = None
        self.obsoleted = None
        self.platforms = {}
        self.unavail_platforms = set()
        self.star_unavail = False
        self.backdeployed = None
        self.spi = False


def parse_avail(attrs):
    a = Avail()
    for name, args, _ in attrs:
        if name in ('_spi', '_spi_available'):
            a.spi = True
            if name == '_spi':
                continue
        if name == 'backDeployed' and args:
            m = re.search(r'\biOS\s+([\d.]+)', args)
            if m:
                a.backdeployed = norm_version(m.group(1))
            continue
        if name not in ('available', '_spi_available') or args is None:
            continue
        parts = split_top(args)
        if not parts:
            continue
        first = parts[0]
        if first == '*':
            for p in parts[1:]:
                if p == 'unavailable':
                    a.star_unavail = True
                elif p == 'deprecated':
                    a.depr = a.depr or 'yes'
                elif p.startswith('deprecated:'):
                    a.depr = a.depr or norm_version(p.split(':', 1)[1])
            continue
        if re.fullmatch(r'[A-Za-z]+', first) and first in PLATFORMS and first != '*':
            # long form: @available(iOS, introduced: 13.0, deprecated: ..., unavailable)
            plat = first
            if plat == 'swift':
                continue
            info = {}
            for p in parts[1:]:
                if p == 'unavailable':
                    info['unavailable'] = True
                elif p == 'deprecated':
                    info['deprecated'] = 'yes'
                elif ':' in p:
                    k, v = p.split(':', 1)
                    info[k.strip()] = v.strip()
            if info.get('unavailable'):
                a.unavail_platforms.add(plat)
            elif 'introduced' in info:
                a.platforms.setdefault(plat, norm_version(info['introduced']))
            elif plat not in a.platforms:
                a.platforms[plat] = None
            if plat == 'iOS':
                if info.get('unavailable'):
                    a.unavail = True
                if 'introduced' in info and not a.intro:
                    a.intro = norm_version(info['introduced'])
                if 'deprecated' in info:
                    d = info['deprecated']
                    a.depr = d if d == 'yes' else norm_version(d)
                if 'obsoleted' in info:
                    a.obsoleted = norm_version(info['obsoleted'])
            continue
        # shorthand: @available(iOS 13.0, macOS 10.15, *)
        for p in parts:
            m = re.fullmatch(r'([A-Za-z]+)\s+([\d.]+)', p)
            if not m:
                continue
            plat, ver = m.group(1), norm_version(m.group(2))
            if plat == 'swift':
                continue
            a.platforms.setdefault(plat, ver)
            if plat == 'iOS' and not a.intro:
                a.intro = ver
    return a


# --------------------------------------------------------------------------- parser
class Ctx:
    def __init__(self, kind, name, where, avail, public, ext_type=None, node_attrs=None):
        self.kind = kind          # struct/class/enum/protocol/actor/extension/file
        self.name = name          # path element (type name or extended type)
        self.where = where
        self.avail = avail
        self.public = public
        self.ext_type = ext_type


class Decl:
    __slots__ = ('module', 'kind', 'path', 'container', 'where', 'name', 'signature', 'avails',
                 'ext_type', 'line', 'public', 'spi', 'is_type', 'typepath', 'conformances',
                 'sdk', 'ios', 'deprecated', 'platform_only', 'backdeployed')


def read_type_expr(s):
    """Read a type expression at the start of s (balanced <>, (), []); return (type, rest)."""
    depth = 0
    i = 0
    while i < len(s):
        ch = s[i]
        if ch in '<([':
            depth += 1
        elif ch in '>)]' and not (ch == '>' and i > 0 and s[i - 1] == '-'):
            depth -= 1
        elif depth == 0 and (ch.isspace() or ch == ':' or ch == ','):
            break
        i += 1
    return s[:i], s[i:]


def arg_labels(params, kind):
    labels = []
    if not params.strip():
        return labels
    for p in split_top(params):
        if not p:
            continue
        # drop parameter attributes like @SwiftUICore.ViewBuilder at the start
        q = re.sub(r'^(@[\w.]+(\([^)]*\))?\s+)+', '', p)
        head = q.split(':', 1)[0].strip()
        toks = head.split()
        if not toks:
            labels.append('_')
            continue
        if len(toks) >= 2:
            lab = toks[0]
        else:
            lab = '_' if kind == 'subscript' else toks[0]
        labels.append(lab.strip('`'))
    return labels


def selector(name, rest_after_name, kind):
    """Build name(label:label:) from the text after the declaration's name."""
    s = rest_after_name.lstrip()
    if s.startswith('<'):
        end = 0
        depth = 0
        for i, ch in enumerate(s):
            if ch == '<':
                depth += 1
            elif ch == '>' and not (i > 0 and s[i - 1] == '-'):
                depth -= 1
                if depth == 0:
                    end = i + 1
                    break
        s = s[end:].lstrip()
    if not s.startswith('('):
        return name
    k = balanced_end(s, 0)
    params = s[1:k - 1]
    labels = arg_labels(params, kind)
    if re.fullmatch(r'[-+*/%=<>!&|^~?.]+', name):
        labels = ['_'] * len(labels)  # operator parameters have no argument labels
    return name + '(' + ''.join(l + ':' for l in labels) + ')'


class Parser:
    def __init__(self, module, text, strip_modules):
        self.module = module
        self.raw = text
        self.text = preprocess(text)
        self.lex = Lexer(self.text)
        self.line_starts = [0] + [m.end() for m in re.finditer('\n', self.text)]
        self.decls = []
        self.unclassified = []
        self.nonpublic = 0
        self.strip_re = None
        mods = set(strip_modules) | BASE_MODULES
        for m in re.finditer(r'^[ \t]*(?:@\w+[ \t]+)*import[ \t]+(?:(?:struct|class|enum|protocol|func|var|typealias)[ \t]+)?([\w.]+)', text, re.M):
            mods.add(m.group(1).split('.')[0])
        mods.add(module)
        self.modules = mods
        self.strip_re = re.compile(r'(?<![\w.])(?:' + '|'.join(sorted(map(re.escape, mods), key=len, reverse=True)) + r')\.(?=[A-Za-z_`])')
        m = re.search(r'-target\s+\S+-apple-ios([\d.]+)', text)
        self.sdk_version = m.group(1) if m else '99.0'
        self.stmts = 0

    def lineno(self, off):
        return bisect.bisect_right(self.line_starts, off)

    def strip(self, s):
        return self.strip_re.sub('', s)

    def parse(self):
        root = Ctx('file', '', '', Avail(), True)
        self.parse_block([root], top=True)
        return self.decls

    def parse_block(self, stack, top=False):
        pending = []
        while True:
            kind, text, start = self.lex.next_event()
            if kind == 'eof':
                return
            if kind == 'close':
                pending = []
                if top:
                    continue
                return
            header = text.strip()
            attrs, mods, rest = parse_prefix(header)
            if kind == 'stmt' and not rest and not mods and attrs:
                pending.extend(attrs)
                continue
            attrs = pending + attrs
            pending = []
            self.stmts += 1
            m = re.match(r'([A-Za-z_]\w*)', rest)
            kw = m.group(1) if m else ''
            if kw not in DECL_KEYWORDS:
                if kind == 'open':
                    self.lex.skip_block()
                self.unclassified.append((self.lineno(start), header[:160]))
                continue
            accessors = None
            if kind == 'open':
                if kw in TYPE_KEYWORDS or kw == 'extension':
                    self.handle_type(kw, attrs, mods, rest, stack, start, header)
                    continue
                inner = self.lex.skip_block()
                if kw in ('var', 'let', 'subscript'):
                    accessors = self.summarise_accessors(inner)
            self.handle_member(kw, attrs, mods, rest, stack, start, accessors)

    @staticmethod
    def summarise_accessors(headers):
        acc = []
        for h in headers:
            _, mods, rest = parse_prefix(h)
            words = [w for w in mods if w in ('mutating', 'nonmutating')]
            m = re.match(r'(get|set|_read|_modify|read|modify|willSet|didSet|unsafeAddress|unsafeMutableAddress|init)\b(.*)', rest)
            if not m:
                continue
            tail = m.group(2).strip()
            tail_words = [w for w in re.findall(r'\b(async|throws)\b', tail)]
            acc.append(' '.join(words + [m.group(1)] + tail_words))
        if not acc:
            return '{ get }'
        return '{ ' + ' '.join(acc) + ' }'

    def is_public(self, mods, stack, kw):
        ctx = stack[-1]
        if not all(c.public for c in stack):
            return False
        base = [re.sub(r'\(.*', '', m) for m in mods]
        if 'public' in base or 'open' in base:
            return True
        if ctx.kind == 'protocol' and not any(x in base for x in ('package', 'internal', 'private', 'fileprivate')):
            return True
        if kw == 'case' and ctx.kind == 'enum':
            return True
        return False

    def clean_sig(self, attrs, mods, rest):
        keep = [full for (name, args, full) in attrs if name not in DROP_ATTRS]
        sig = ' '.join(keep + mods + [rest])
        sig = re.sub(r'\s+', ' ', sig).strip()
        return self.strip(sig)

    def container_of(self, stack):
        names = [c.name for c in stack if c.kind != 'file']
        cont = '.'.join(names)
        where = stack[-1].where if stack[-1].kind == 'extension' else ''
        if where:
            cont += ' where ' + where
        return cont

    def make_decl(self, kw, attrs, mods, rest, stack, start, name, public, sig):
        d = Decl()
        d.module = self.module
        static = any(re.sub(r'\(.*', '', m) in ('static', 'class') for m in mods)
        d.kind = ('static ' + kw) if static and kw in ('func', 'var', 'let', 'subscript') else kw
        d.container = self.container_of(stack)
        d.path = [c for c in stack if c.kind != 'file']
        d.name = name
        d.signature = sig
        d.avails = [parse_avail(attrs)] + [c.avail for c in reversed(stack)]
        d.ext_type = next((c.ext_type for c in reversed(stack) if c.kind == 'extension'), None)
        d.line = self.lineno(start)
        d.public = public
        d.is_type = False
        d.typepath = None
        d.conformances = None
        underscored = name.lstrip('`').startswith('_') or any(
            c.name.split('.')[-1].split('<')[0].startswith('_') for c in d.path)
        d.spi = underscored or d.avails[0].spi or any(c.avail.spi for c in stack)
        return d

    def handle_type(self, kw, attrs, mods, rest, stack, start, header):
        avail = parse_avail(attrs)
        if kw == 'extension':
            body = rest[len('extension'):].strip()
            typ, after = read_type_expr(body)
            typ_s = self.strip(typ)
            where = ''
            conf = ''
            after = after.strip()
            if after.startswith(':'):
                after = after[1:]
                wm = re.search(r'\bwhere\b', after)
                if wm:
                    conf, where = after[:wm.start()].strip(), after[wm.end():].strip()
                else:
                    conf = after.strip()
            elif after.startswith('where'):
                where = after[5:].strip()
            where = re.sub(r'\s+', ' ', self.strip(where))
            ctx = Ctx('extension', typ_s, where, avail, True, ext_type=typ_s)
            if conf:
                d = self.make_decl('conformance', attrs, [], rest, stack + [ctx], start,
                                   typ_s, True, self.clean_sig(attrs, [], rest))
                d.kind = 'conformance'
                d.container = typ_s + (' where ' + where if where else '')
                d.conformances = self.strip(conf)
                d.avails = [avail] + [c.avail for c in reversed(stack)]
                d.ext_type = typ_s
                self.decls.append(d)
            self.parse_block(stack + [ctx])
            return
        m = re.match(r'(struct|class|enum|protocol|actor)\s+([A-Za-z_]\w*|`[^`]+`)', rest)
        name = m.group(2) if m else '?'
        public = self.is_public(mods, stack, kw)
        sig = self.clean_sig(attrs, mods, rest)
        d = self.make_decl(kw, attrs, mods, rest, stack, start, name, public, sig)
        d.is_type = True
        d.typepath = '.'.join([c.name for c in stack if c.kind != 'file'] + [name])
        self.decls.append(d)
        ctx = Ctx(kw, name, '', avail, public)
        self.parse_block(stack + [ctx])

    def handle_member(self, kw, attrs, mods, rest, stack, start, accessors):
        if kw in ('import', 'deinit'):
            return
        public = self.is_public(mods, stack, kw)
        if not public and kw not in ('operator', 'precedencegroup'):
            self.nonpublic += 1
            return
        after_kw = rest[len(kw):]
        sig = self.clean_sig(attrs, mods, rest)
        if accessors:
            sig += ' ' + accessors
        if kw == 'case':
            for c in split_top(after_kw.strip()):
                m = re.match(r'(`[^`]+`|[A-Za-z_]\w*)(.*)', c)
                if not m:
                    continue
                nm = m.group(1).strip('`')
                full = selector(nm, m.group(2), 'case') if m.group(2).lstrip().startswith('(') else nm
                csig = self.clean_sig(attrs, mods, 'case ' + c)
                self.decls.append(self.make_decl('case', attrs, mods, rest, stack, start, self.strip(full), True, csig))
            return
        if kw in ('init',):
            m = re.match(r'init([?!]?)', rest)
            name = selector('init', rest[m.end():], 'init')
        elif kw == 'subscript':
            name = selector('subscript', after_kw, 'subscript')
        elif kw in ('func', 'macro'):
            m = re.match(r'\s*(`[^`]+`|[A-Za-z_]\w*|[-+*/%=<>!&|^~?.]+)', after_kw)
            nm = m.group(1).strip('`') if m else '?'
            name = selector(nm, after_kw[m.end():] if m else '', kw)
        elif kw in ('var', 'let'):
            m = re.match(r'\s*(`[^`]+`|[A-Za-z_]\w*)', after_kw)
            name = m.group(1).strip('`') if m else '?'
        elif kw in ('typealias', 'associatedtype', 'precedencegroup'):
            m = re.match(r'\s*([A-Za-z_]\w*)', after_kw)
            name = m.group(1) if m else '?'
        elif kw == 'operator':
            m = re.match(r'\s*(\S+)', after_kw)
            name = m.group(1) if m else '?'
            fix = next((x for x in mods if x in ('prefix', 'postfix', 'infix')), '')
            kw = (fix + ' operator').strip()
            public = True
        else:
            name = '?'
        self.decls.append(self.make_decl(kw, attrs, mods, rest, stack, start, self.strip(name), public, sig))


# --------------------------------------------------------------------------- availability resolution
def resolve(decls, type_index):
    """Fill ios / deprecated / platform_only / backdeployed for each decl."""
    for d in decls:
        chain = list(d.avails)
        # the extended type's own declaration, when the chain says nothing about iOS
        unavail = any(a.unavail or a.star_unavail for a in chain)
        obsolete = any(a.obsoleted and vkey(a.obsoleted) <= vkey(d.sdk) for a in chain)
        intro = next((a.intro for a in chain if a.intro), None)
        if d.ext_type and not unavail:
            base = re.sub(r'<.*', '', d.ext_type)
            # walk outward through nested extension path: Text.Layout -> Text
            for key in [base] + ['.'.join(base.split('.')[:k]) for k in range(len(base.split('.')) - 1, 0, -1)]:
                t = type_index.get(key)
                if t:
                    if t['unavail']:
                        unavail = True
                    if not intro and t['intro']:
                        intro = t['intro']
                    break
        depr = next((a.depr for a in chain if a.depr), None)
        if depr and depr not in ('yes',) and vkey(depr) >= (100000,):
            depr = 'future'
        d.ios = 'unavailable' if (unavail or obsolete) else (intro or '13.0')
        d.deprecated = depr or ''
        if d.ios == 'unavailable':
            plats = collections.OrderedDict()
            for a in chain:
                for p, v in a.platforms.items():
                    if p in ('iOS', 'swift', '*') or 'ApplicationExtension' in p:
                        continue
                    plats.setdefault(p, v)
            un = set()
            for a in chain:
                un |= a.unavail_platforms
            if any(a.star_unavail for a in chain):
                d.platform_only = 'none'
            else:
                ok = [p + (' ' + v if v else '') for p, v in plats.items() if p not in un]
                d.platform_only = ', '.join(ok) if ok else 'unknown'
        else:
            d.platform_only = ''
        d.backdeployed = d.avails[0].backdeployed or ''


def build_type_index(parsers):
    idx = {}
    for p in parsers:
        for d in p.decls:
            if d.is_type and d.typepath:
                chain = d.avails
                unavail = any(a.unavail or a.star_unavail for a in chain)
                intro = next((a.intro for a in chain if a.intro), None)
                cur = idx.get(d.typepath)
                if cur is None or (cur['unavail'] and not unavail):
                    idx[d.typepath] = {'intro': intro, 'unavail': unavail}
    return idx


COLUMNS = ['module', 'kind', 'container', 'name', 'signature', 'ios', 'deprecated', 'spi',
           'platform_only', 'backdeployed', 'line']


def row(d):
    vals = [d.module, d.kind, d.container, d.name, d.signature, d.ios, d.deprecated,
            'yes' if d.spi else 'no', d.platform_only, d.backdeployed, str(d.line)]
    return '\t'.join(v.replace('\t', ' ') for v in vals)


def run(modules, out_path, extra_index_parsers=()):
    parsers = []
    for mod, path in modules:
        with open(path, encoding='utf-8', errors='replace') as f:
            text = f.read()
        p = Parser(mod, text, [])
        p.parse()
        for d in p.decls:
            d.sdk = p.sdk_version
        parsers.append(p)
    idx = build_type_index(list(extra_index_parsers) + parsers)
    for p in parsers:
        resolve(p.decls, idx)
    keep, excluded, conformances = [], [], []
    for p in parsers:
        for d in p.decls:
            if not d.public:
                continue
            if d.kind == 'conformance':
                conformances.append(d)
                continue
            if d.ios == 'unavailable' or d.spi:
                excluded.append(d)
            else:
                keep.append(d)
    base = out_path[:-4] if out_path.endswith('.tsv') else out_path
    with open(out_path, 'w') as f:
        f.write('\t'.join(COLUMNS) + '\n')
        for d in keep:
            f.write(row(d) + '\n')
    with open(base + '-excluded.tsv', 'w') as f:
        f.write('\t'.join(COLUMNS) + '\n')
        for d in excluded:
            f.write(row(d) + '\n')
    with open(base + '-conformances.tsv', 'w') as f:
        f.write('module\ttype\tconformances\tios\tdeprecated\tspi\tline\n')
        for d in conformances:
            f.write('\t'.join([d.module, d.container, d.conformances, d.ios, d.deprecated,
                               'yes' if d.spi else 'no', str(d.line)]) + '\n')
    stats = {
        'kept': keep, 'excluded': excluded, 'conformances': conformances,
        'unclassified': sum(len(p.unclassified) for p in parsers),
        'unclassified_list': [(p.module, l, h) for p in parsers for (l, h) in p.unclassified],
        'stmts': sum(p.stmts for p in parsers),
        'nonpublic': sum(p.nonpublic for p in parsers),
        'lines': sum(p.raw.count('\n') + 1 for p in parsers),
        'parsers': parsers,
    }
    uc = base + '-unclassified.txt'
    if stats['unclassified_list']:
        with open(uc, 'w') as f:
            for mod, l, h in stats['unclassified_list']:
                f.write(f'{mod}:{l}: {h}\n')
    elif os.path.exists(uc):
        os.remove(uc)
    return stats


def generation(v):
    if v == 'unavailable':
        return 'unavailable'
    major = vkey(v)[0]
    if major <= 16:
        return '13-16'
    return str(major)


def summary(stats, path, title):
    keep = stats['keep'] if 'keep' in stats else stats['kept']
    exc = stats['excluded']
    L = []
    L.append(f'# {title}\n')
    L.append('Source: the iOS 26.2 SDK (Xcode 26.2, Swift 6.2.3) interfaces in interfaces/ios26.2/ '
             '(see README.txt). Rows: public declarations available on iOS whose names are not '
             'underscored and which are not @_spi; counts below are of swiftui-decls.tsv unless said.\n')
    by_mod = collections.Counter(d.module for d in keep)
    L.append('## By module\n')
    L.append('| module | iOS-available public | excluded: unavailable on iOS | excluded: underscored/SPI | conformance extensions |')
    L.append('|---|---:|---:|---:|---:|')
    for mod in sorted(set(by_mod) | set(d.module for d in exc)):
        un = sum(1 for d in exc if d.module == mod and d.ios == 'unavailable' and not d.spi)
        sp = sum(1 for d in exc if d.module == mod and d.spi)
        cf = sum(1 for d in stats['conformances'] if d.module == mod)
        L.append(f'| {mod} | {by_mod[mod]} | {un} | {sp} | {cf} |')
    L.append(f'| total | {len(keep)} | {sum(1 for d in exc if d.ios == "unavailable" and not d.spi)} | '
             f'{sum(1 for d in exc if d.spi)} | {len(stats["conformances"])} |')
    L.append('\n(The underscored/SPI column counts underscored names and members of underscored types, '
             'whatever their iOS availability; the unavailable column counts the others that are '
             'unavailable on iOS.)\n')
    L.append('## By kind\n')
    L.append('| kind | SwiftUI | SwiftUICore | total |')
    L.append('|---|---:|---:|---:|')
    kinds = collections.Counter(d.kind for d in keep)
    for k, n in kinds.most_common():
        a = sum(1 for d in keep if d.kind == k and d.module == 'SwiftUI')
        b = sum(1 for d in keep if d.kind == k and d.module == 'SwiftUICore')
        L.append(f'| {k} | {a} | {b} | {n} |')
    L.append('\n## By introduced iOS generation\n')
    L.append('| generation | SwiftUI | SwiftUICore | total |')
    L.append('|---|---:|---:|---:|')
    gens = collections.Counter(generation(d.ios) for d in keep)
    for g in ['13-16', '17', '18', '26']:
        a = sum(1 for d in keep if generation(d.ios) == g and d.module == 'SwiftUI')
        b = sum(1 for d in keep if generation(d.ios) == g and d.module == 'SwiftUICore')
        L.append(f'| {g} | {a} | {b} | {gens[g]} |')
    other = [g for g in gens if g not in ('13-16', '17', '18', '26')]
    for g in other:
        L.append(f'| {g} | | | {gens[g]} |')
    exact = collections.Counter(d.ios for d in keep)
    L.append('\nBy exact version: ' + ', '.join(f'{v}: {exact[v]}' for v in sorted(exact, key=vkey)) + '\n')
    depr = collections.Counter(d.deprecated for d in keep if d.deprecated)
    L.append('Deprecated on iOS (of the rows above): ' + ', '.join(f'{v}: {n}' for v, n in sorted(depr.items())) +
             ' (`future` = deprecated: 100000, API to be deprecated)\n')
    L.append('## The 40 most frequent containers\n')
    L.append('| container | declarations |')
    L.append('|---|---:|')
    conts = collections.Counter((d.container or '(top level)') for d in keep)
    for c, n in conts.most_common(40):
        L.append(f'| `{c}` | {n} |')
    L.append('\nThe same, with each extension\'s where-clause dropped (extended type only):\n')
    L.append('| type | declarations |')
    L.append('|---|---:|')
    conts2 = collections.Counter((d.container.split(' where ')[0] or '(top level)') for d in keep)
    for c, n in conts2.most_common(40):
        L.append(f'| `{c}` | {n} |')
    new = [d for d in keep if vkey(d.ios) >= (26,)]
    L.append(f'\n## iOS 26.0+ declarations ({len(new)})\n')
    L.append('Sorted by module, container, line. `ios` column first.\n')
    L.append('| ios | module | kind | container | signature |')
    L.append('|---|---|---|---|---|')
    for d in sorted(new, key=lambda d: (d.module, d.container, d.line)):
        sig = d.signature.replace('|', '\\|')
        L.append(f'| {d.ios} | {d.module} | {d.kind} | `{d.container or "(top level)"}` | `{sig}` |')
    L.append('\n## Parser coverage\n')
    st = stats['stmts']
    L.append(f'- declaration-level statements read: {st}; not classified: {stats["unclassified"]} '
             f'({100.0 * stats["unclassified"] / max(st, 1):.2f}%), listed in swiftui-decls-unclassified.txt when any')
    L.append(f'- non-public members skipped (internal/@usableFromInline/package): {stats["nonpublic"]}')
    with open(path, 'w') as f:
        f.write('\n'.join(L) + '\n')


def main(argv):
    if len(argv) < 3:
        sys.exit('usage: sdk-checklist.py OUT.tsv Module=path.swiftinterface ...')
    out = argv[1]
    mods = [tuple(a.split('=', 1)) for a in argv[2:]]
    scratch = out + '.full'
    run(mods, scratch)
    with open(scratch) as full, open(out, 'w') as trimmed:
        for line in full:
            trimmed.write('\t'.join(line.rstrip('\n').split('\t')[:6]) + '\n')
    for leftover in (scratch, scratch + '-excluded.tsv', scratch + '-conformances.tsv', scratch + '-unclassified.txt'):
        if os.path.exists(leftover):
            os.remove(leftover)


if __name__ == '__main__':
    main(sys.argv)
