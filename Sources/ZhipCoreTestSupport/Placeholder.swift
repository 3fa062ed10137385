import ZhipCore

enum Placeholder {}
