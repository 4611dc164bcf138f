; Inno Setup script of the Windows installer: dist\cardtable-VERSION-setup.exe.
;
;   iscc /DAppVersion=0.1.0 packaging\windows\cardtable.iss
;
; Run from the repository root after PyInstaller has made dist\cardtable (packaging/cardtable.spec)
; and packaging/icon/make_icons.py has made packaging\icon\build\cardtable.ico; the release
; workflow (.github/workflows/release.yml) does all three.
;
; A per-user install (no administrator rights, no UAC prompt): the app goes to
; %LOCALAPPDATA%\Programs\cardtable, the shortcuts and the file type to the user's own
; Start menu and registry. The user can still pick "install for all users" in the dialog.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "cardtable"
#define AppExe "cardtable.exe"
#define Root "..\.."

[Setup]
; A fixed AppId ties upgrades and the uninstaller to this app: never change it.
AppId={{6C1E3A52-8F0B-4C7E-9D2A-3B5F7A1C0E94}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The cardtable developers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile={#Root}\LICENSE
SetupIconFile={#Root}\packaging\icon\build\cardtable.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
OutputDir={#Root}\dist
OutputBaseFilename=cardtable-{#AppVersion}-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; Tells Explorer to refresh icons once the .cardtable file type is registered.
ChangesAssociations=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "fileassoc"; Description: "Open saved games (.cardtable) with cardtable"; GroupDescription: "File types:"; Flags: unchecked

[Files]
; The whole PyInstaller folder: cardtable.exe and its _internal folder.
Source: "{#Root}\dist\cardtable\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{group}\Uninstall {#AppName}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Registry]
; The .cardtable file type, in the user's own classes (HKA = HKCU for a per-user install).
; It gives saved games a name and the app's icon, and opens them with `cardtable FILE`.
Root: HKA; Subkey: "Software\Classes\.cardtable"; ValueType: string; ValueName: ""; ValueData: "cardtable.game"; Flags: uninsdeletevalue; Tasks: fileassoc
Root: HKA; Subkey: "Software\Classes\cardtable.game"; ValueType: string; ValueName: ""; ValueData: "cardtable saved game"; Flags: uninsdeletekey; Tasks: fileassoc
Root: HKA; Subkey: "Software\Classes\cardtable.game\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: fileassoc
Root: HKA; Subkey: "Software\Classes\cardtable.game\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""; Tasks: fileassoc

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only the app folder goes; the user's saved games and autosave live in their own
; data folder (%LOCALAPPDATA%\cardtable) and are kept.
Type: dirifempty; Name: "{app}"
