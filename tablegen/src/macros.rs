//! Macros defining model types together with their `Emit` impls.

/// Defines a model struct and its [`crate::emit::Emit`] impl from one field list.
macro_rules! model_struct {
    ($(#[$m:meta])* pub struct $name:ident { $( $(#[$fm:meta])* pub $f:ident : $t:ty ),* $(,)? }) => {
        #[derive(Debug, Clone, PartialEq, Deserialize)]
        #[serde(deny_unknown_fields)]
        $(#[$m])*
        pub struct $name { $( $(#[$fm])* pub $f: $t ),* }

        impl crate::emit::Emit for $name {
            fn type_name() -> String { stringify!($name).to_string() }
            fn emit(&self, cx: &mut crate::emit::Cx) -> String {
                let mut s = String::from(concat!(stringify!($name), " { "));
                $(
                    s.push_str(concat!(stringify!($f), ": "));
                    s.push_str(&crate::emit::Emit::emit(&self.$f, cx));
                    s.push_str(", ");
                )*
                s.push('}');
                s
            }
        }
    };
}

/// Defines a model enum whose variants are unit variants, and its `Emit` impl.
macro_rules! model_unit_enum {
    ($(#[$m:meta])* pub enum $name:ident { $( $(#[$vm:meta])* $v:ident ),* $(,)? }) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
        $(#[$m])*
        pub enum $name { $( $(#[$vm])* $v ),* }

        impl crate::emit::Emit for $name {
            fn type_name() -> String { stringify!($name).to_string() }
            fn emit(&self, _cx: &mut crate::emit::Cx) -> String {
                match self { $( $name::$v => concat!(stringify!($name), "::", stringify!($v)).to_string() ),* }
            }
        }

        impl $name {
            /// The variant's name as written in the rule files.
            pub fn as_str(self) -> &'static str {
                match self { $( $name::$v => stringify!($v) ),* }
            }
        }
    };
}
