/// The keys of one kind of JSON object, declared once: each case's raw value is the key as
/// written, a plain name with nothing to escape (no quote, backslash or control character).
///
/// An output declares an enum of its keys and writes its objects through
/// ``JSONWriter/object(_:_:)``, which accepts only those keys:
///
/// ```swift
/// enum GroupKey: String, JSONKey { case group, members }
/// var json = JSONWriter()
/// json.object(GroupKey.self) { group in
///   group.field(.group, 1)
///   group.field(.members, [0, 2])
/// }
/// // {"group":1,"members":[0,2]}
/// ```
package protocol JSONKey: RawRepresentable<String> {}
